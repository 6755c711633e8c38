import { expect } from '@playwright/test'
import { axeViolations, layoutProblems } from '../support/pageChecks'
import { testWithPagePerWorker } from '../support/pagePerWorker'

// The checks every browser test runs on pages (tests/support/pageChecks.ts) find what they are
// for: on a page made to fail them, each names the problem, and a second analysis of the same
// document (axe-core already in it) finds it again.
const test = testWithPagePerWorker()

const FAULTY = `<!doctype html><html lang="en"><head><title>Faulty</title></head><body><main>
<h1>Faulty</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
<p style="color: #777; background: #888">Grey on grey</p>
<div style="width: 3000px">Too wide</div>
</main></body></html>`

test('axe-core and the layout check name a missing alt, low contrast and a page wider than the window', async ({ keptPage: page }) => {
  await page.setContent(FAULTY)
  const first = await axeViolations(page)
  expect(first).toEqual(expect.arrayContaining([expect.stringMatching(/^image-alt: /), expect.stringMatching(/^color-contrast: /)]))
  // The same document again: the script is not evaluated twice, the findings are the same.
  expect(await axeViolations(page)).toEqual(first)
  // Within a part of the page, only that part's.
  expect(await axeViolations(page, ['main p'])).toEqual([expect.stringMatching(/^color-contrast: /)])
  expect(await layoutProblems(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^the page is \d+px wide in a \d+px viewport$/)]))
})
