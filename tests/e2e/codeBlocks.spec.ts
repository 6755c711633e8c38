import { expect } from '@playwright/test'
import { testWithPagePerWorker } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page. */
const test = testWithPagePerWorker()

// Code blocks in tech articles scroll sideways on narrow screens: a keyboard user reaches one with
// Tab (a labelled region) and scrolls it with the arrow keys.

const ARTICLE = '/tech/zero-downtime-database-migrations'
const NARROW = { width: 360, height: 740 }

test('a code block that scrolls is focusable and scrolls with the arrow keys', { tag: '@viewport' }, async ({ page }) => {
  await page.setViewportSize(NARROW)
  await page.goto(ARTICLE)
  const code = page.getByRole('region', { name: 'Code' }).first()
  await expect(code).toBeVisible()
  expect(await code.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  for (let step = 0; step < 80 && !(await code.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab')
  await expect(code).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => code.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
})
