import { expect, test } from '@playwright/test'

// An article printed: its content, without what only works on a screen.

test('an article prints its title and text, without the header, banner, menus, sharing, table of contents or footer', async ({ page }) => {
  await page.goto('/blog/practical-guide-the-eu-mobility-package')
  await expect(page.locator('.site-header')).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  for (const chrome of ['.site-header', '.site-footer', '.share-button', '.article__toc', '.breadcrumbs']) {
    await expect(page.locator(chrome).first()).toBeHidden()
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('.article__body p').first()).toBeVisible()
  // Black on white, whatever the screen's colours.
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe('rgb(255, 255, 255)')
})
