import { expect, type Page } from '@playwright/test'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page; what needs a page of its own (a driven clock, routes, scripts, test.use) takes one. */
const test = testWithPagePerWorker()
const testOnOwnPage = withPageOfItsOwn(test)

// The error page in a browser: real status, the shell's start modals, the driving car
// moving, and standing still for visitors who ask for reduced motion.

/** How many of the car's CSS animations (body, beacon, road) are running. */
function carAnimations(page: Page): Promise<number> {
  return page
    .locator('.driving-car *')
    .evaluateAll((elements) => elements.flatMap((element) => element.getAnimations()).filter((animation) => animation.playState === 'running').length)
}

test('a missing page shows the error page of its language, with working start modals', { tag: '@viewport' }, async ({ page }, testInfo) => {
  const response = await page.goto('/de/gibt-es-nicht')
  expect(response?.status()).toBe(404)
  // Written in German throughout: the settings' texts, the status line, the message and the tab's title.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page).toHaveTitle('Fehler 404 · Freight Demo')
  await expect(page.locator('.error-page__overline')).toHaveText('Fehler 404')
  await expect(page.locator('.error-page__overline')).not.toHaveAttribute('lang', /./)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Straße ist gesperrt')
  await expect(page.getByText('Seite nicht gefunden: /de/gibt-es-nicht')).toBeVisible()
  await expect(page.getByText(/Page Not Found|error 404/i)).toHaveCount(0)
  await expect(page.locator('.error-page__ctas a').first()).toHaveAttribute('href', '/de')

  if (testInfo.project.name === 'phone') await page.locator('.site-header__menu-button').click()
  const scope = testInfo.project.name === 'phone' ? page.locator('#mobile-menu') : page.locator('.site-header__ctas')
  await scope.locator('[data-open-modal="signup"]').click()
  await expect(page.locator('.start-modal[open]')).toBeVisible()
})

testOnOwnPage('the driving car moves, and stands still under prefers-reduced-motion', async ({ page }) => {
  await page.goto('/nope')
  await expect(page.locator('.driving-car')).toBeVisible()
  expect(await carAnimations(page)).toBe(3)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await carAnimations(page)).toBe(0)
})

test('an ended opening says the position is closed and leads to the open ones', { tag: '@viewport' }, async ({ page }) => {
  // The demo's one opening past its last day (storyblok-local's generator).
  const response = await page.goto('/open-positions/working-student-operations')
  expect(response?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This position is closed')
  await expect(page.getByText('moved or never existed')).toHaveCount(0)
  await page.getByRole('link', { name: 'See open positions' }).click()
  await expect(page).toHaveURL(/\/open-positions$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
