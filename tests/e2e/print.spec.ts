import { expect } from '@playwright/test'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'

/** Every test here needs a page of its own (a driven clock, routes, scripts, no JavaScript), in the workers of the other specs. */
const test = withPageOfItsOwn(testWithPagePerWorker())

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
