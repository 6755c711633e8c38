import { expect, type Locator, type Page } from '@playwright/test'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { countLeaves } from '../support/pageLeaves'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'

/** Every test here needs a page of its own (a driven clock, routes, scripts, no JavaScript), in the workers of the other specs. */
const test = withPageOfItsOwn(testWithPagePerWorker())

// The background build check and the chunk-reload guard, with a driven clock. What would reload a
// page starts its leaving at once (tests/support/pageLeaves.ts): once a key or a click has
// returned, the count of leaves says whether it did.

/** client/buildCheck/watchBuild.ts: an open page asks every 60 minutes. */
const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000
const ARTICLE = '/blog/rich-text-showcase'
const SHARE_ISLAND = 'island-root[data-island*="/islands/Share-"]'
/** A gated report: its popup holds the lead form. */
const REPORT = '/reports/european-road-freight-index-q1-2023'
const form = CATALOGUE.en.reportForm

/** Answers /builds/latest.json with `id` and counts the requests. */
async function deployedBuild(page: Page, id: () => string): Promise<{ requests: number }> {
  const counter = { requests: 0 }
  await page.route('**/builds/latest.json', (route) => {
    counter.requests++
    return route.fulfill({ json: { id: id() }, headers: { 'cache-control': 'no-cache' } })
  })
  return counter
}

async function openReportForm(page: Page): Promise<Locator> {
  await page.locator('.report-gate__open').click()
  const dialog = page.getByRole('dialog', { name: form.title })
  await expect(dialog.getByLabel(form.first_name_label)).toBeVisible()
  return dialog
}

/** Counts the page's console errors of a chunk that failed to load (client/reloadOnChunkError.ts logs each one). */
function countChunkFailures(page: Page): { count: number } {
  const failures = { count: 0 }
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('A chunk failed to load')) failures.count++
  })
  return failures
}

/** An article whose share control (an `interaction` island) waits for the reader to reach for it. */
async function openArticleWithWaitingIsland(page: Page) {
  await page.setViewportSize({ width: 1280, height: 160 })
  await page.clock.install()
  await page.goto(ARTICLE)
  await page.waitForLoadState('load')
  await expect(page.locator(SHARE_ISLAND)).not.toHaveAttribute('data-hydrating')
}

test('an open page asks for the build every 60 minutes; after a new deploy no key or pointer press reloads it, and a link within the page loads the new build', async ({
  page,
}) => {
  const latest = await deployedBuild(page, () => 'a-newer-build')
  const leaves = await countLeaves(page)
  await openArticleWithWaitingIsland(page)

  await page.clock.runFor(BUILD_CHECK_INTERVAL_MS - 60_000)
  expect(latest.requests).toBe(0)
  await page.clock.runFor(60_000)
  await expect.poll(() => latest.requests).toBe(1)

  // Keys and clicks do what they always do; nothing reloads under the reader.
  await page.keyboard.press('Shift')
  await page.locator('.article__title').click()
  // A waiting island still loads when reached for (the browser or the server may still hold its chunk).
  await page.locator('.share-button').hover()
  await expect(page.locator(SHARE_ISLAND)).toHaveAttribute('data-hydrated')
  expect(await leaves()).toBe(0)

  // The next navigation loads the page from the server, the new build, even one within the page.
  const link = page.locator('.toc a').last()
  const hash = (await link.getAttribute('href')) ?? ''
  const reloaded = page.waitForRequest((request) => request.isNavigationRequest())
  await link.click()
  await reloaded
  await page.waitForLoadState('load')
  expect(await leaves()).toBe(1)
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}${hash}$`))
})

test('after a new deploy, what a visitor typed is never lost: clicks and keys in a half-filled form reload nothing, and the next page loads the new build', async ({
  page,
}) => {
  const latest = await deployedBuild(page, () => 'a-newer-build')
  const leaves = await countLeaves(page)
  await page.clock.install()
  await page.goto(REPORT)
  const dialog = await openReportForm(page)
  await dialog.getByLabel(form.first_name_label).fill('Ada')

  await page.clock.runFor(BUILD_CHECK_INTERVAL_MS)
  await expect.poll(() => latest.requests).toBe(1)
  await dialog.getByLabel(form.last_name_label).click()
  await page.keyboard.type('Lovelace')
  await dialog.getByLabel(form.email_label).click()
  expect(await leaves()).toBe(0)
  await expect(dialog.getByLabel(form.first_name_label)).toHaveValue('Ada')
  await expect(dialog.getByLabel(form.last_name_label)).toHaveValue('Lovelace')

  // Closed, the popup keeps what was typed: even a link within the page stays in the page.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.locator('.skip-link').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
  expect(await leaves()).toBe(0)

  // A link to another page: a page load, which the server answers with the new build.
  const navigation = page.waitForRequest((request) => request.isNavigationRequest())
  await page.locator('.breadcrumbs a[href="/reports"]').click()
  expect(new URL((await navigation).url()).pathname).toBe('/reports')
  await page.waitForURL(/\/reports$/)
})

test('a failed chunk never reloads the page over what a visitor typed', async ({ page }) => {
  await page.route(/\/assets\/islands\/Footer-[^/]+\.js$/, (route) => route.abort())
  const leaves = await countLeaves(page)
  const failures = countChunkFailures(page)
  await page.goto(REPORT)
  const dialog = await openReportForm(page)
  await dialog.getByLabel(form.first_name_label).fill('Ada')
  await page.keyboard.press('Escape')
  // Reaching for the footer imports its chunk, which fails: the page stays, with the popup's form as it was.
  await page.locator('.site-footer').hover()
  // The failure is handled in the task that logs it: by then the page would have started to reload.
  await expect.poll(() => failures.count).toBe(1)
  expect(await leaves()).toBe(0)
  await page.locator('.report-gate__open').click()
  await expect(dialog.getByLabel(form.first_name_label)).toHaveValue('Ada')
})

test('while the build is the same, nothing reloads and islands hydrate as usual', async ({ page }) => {
  let pageBuild = ''
  const latest = await deployedBuild(page, () => pageBuild)
  const leaves = await countLeaves(page)
  await openArticleWithWaitingIsland(page)
  pageBuild = (await page.locator('meta[name="build-id"]').getAttribute('content')) ?? ''
  await page.clock.runFor(2 * BUILD_CHECK_INTERVAL_MS)
  await expect.poll(() => latest.requests).toBe(2)
  await page.locator('.share-button').hover()
  await expect(page.locator(SHARE_ISLAND)).toHaveAttribute('data-hydrated')
  await page.keyboard.press('Shift')
  expect(await leaves()).toBe(0)
})

test('a failed chunk reloads the page once, never in a loop (10 s guard)', async ({ page }) => {
  await page.route(/\/assets\/islands\/Footer-[^/]+\.js$/, (route) => route.abort())
  const leaves = await countLeaves(page)
  const failures = countChunkFailures(page)
  await page.clock.install()
  await page.goto('/')
  // Reaching for the footer imports its chunk, which fails: the page reloads, once.
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame())
  await page.locator('.site-footer').hover()
  await reloaded
  await page.waitForLoadState('load')
  expect(await leaves()).toBe(1)
  // Within the guard's 10 s, the chunk fails again: the failure is handled, and nothing reloads.
  await page.clock.runFor(5_000)
  await page.locator('.site-footer').hover()
  await expect.poll(() => failures.count).toBe(2)
  expect(await leaves()).toBe(1)
  await expect(page.locator('.site-footer')).toBeVisible()
})
