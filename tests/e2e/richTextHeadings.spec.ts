import { expect, type Locator } from '@playwright/test'
import { testWithPagePerWorker } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page. */
const test = testWithPagePerWorker()

// A rich text heading keeps the size of the level the editor chose; its tag follows the page's
// outline. A glossary entry's editors chose h3 for its example and related terms, right under the page's h1: their tag is h2.

/** A heading's font size as a multiple of its rich text's own. */
function relativeSize(heading: Locator): Promise<number> {
  return heading.evaluate((element) => {
    const size = (of: Element) => Number.parseFloat(getComputedStyle(of).fontSize)
    return size(element) / size(element.closest('.richtext') ?? element)
  })
}

test('a heading the outline turns into an h2 keeps the size of the h3 the editor chose', { tag: '@viewport' }, async ({ page }) => {
  await page.goto('/glossary/payload')
  const placed = page.locator('.richtext h2.richtext__heading--h3').first()
  await expect(placed).toBeVisible()
  expect(await relativeSize(placed)).toBeCloseTo(1.17, 2)
})

test('each level the editor can choose has its own size, largest first, whatever the tag', { tag: '@viewport' }, async ({ page }) => {
  await page.goto('/open-positions')
  const body = page.locator('.job__body').first()
  // Every chosen level on the tag that sits below it in a page's outline.
  await body.evaluate((element) => {
    element.insertAdjacentHTML(
      'beforeend',
      [1, 2, 3, 4, 5, 6]
        .map((level) => `<h${Math.min(level + 1, 6)} class="richtext__heading--h${level}" data-chosen="${level}">Level ${level}</h${Math.min(level + 1, 6)}>`)
        .join(''),
    )
  })
  const sizes = []
  for (let level = 1; level <= 6; level++) sizes.push(await relativeSize(body.locator(`[data-chosen="${level}"]`)))
  expect(sizes.map((size) => Math.round(size * 100) / 100)).toEqual([2, 1.5, 1.17, 1, 0.83, 0.67])
})
