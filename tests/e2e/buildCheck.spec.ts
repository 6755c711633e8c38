import { expect, test, type Page } from '@playwright/test'

// The background build check and the chunk-reload guard, with a driven clock.

/** client/buildCheck/watchBuild.ts: an open page asks every 60 minutes. */
const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000
const ARTICLE = '/blog/rich-text-showcase'
const SHARE_ISLAND = 'island-root[data-island*="/islands/Share-"]'

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
})

/** Answers /builds/latest.json with `id` and counts the requests. */
async function deployedBuild(page: Page, id: () => string): Promise<{ requests: number }> {
  const counter = { requests: 0 }
  await page.route('**/builds/latest.json', (route) => {
    counter.requests++
    return route.fulfill({ json: { id: id() }, headers: { 'cache-control': 'no-cache' } })
  })
  return counter
}

/** An article whose share control (an `interaction` island) waits for the reader to reach for it. */
async function openArticleWithWaitingIsland(page: Page) {
  await page.setViewportSize({ width: 1280, height: 160 })
  await page.clock.install()
  await page.goto(ARTICLE)
  await page.waitForLoadState('load')
  await expect(page.locator(SHARE_ISLAND)).not.toHaveAttribute('data-hydrating')
}

test('an open page asks for the build every 60 minutes; after a new deploy, a waiting island reloads the page on the next interaction', async ({ page }) => {
  const latest = await deployedBuild(page, () => 'a-newer-build')
  await openArticleWithWaitingIsland(page)
  const chunkRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/islands/Share-')) chunkRequests.push(request.url())
  })

  await page.clock.runFor(BUILD_CHECK_INTERVAL_MS - 60_000)
  expect(latest.requests).toBe(0)
  await page.clock.runFor(60_000)
  await expect.poll(() => latest.requests).toBe(1)

  // The reader's pointer goes over the island, but its chunk (from the old build) is not imported.
  await page.locator('.share-button').hover()
  await page.waitForTimeout(500)
  expect(chunkRequests).toEqual([])
  await expect(page.locator(SHARE_ISLAND)).not.toHaveAttribute('data-hydrating')

  // The next interaction loads the page again, from the new build.
  const reloaded = page.waitForEvent('load')
  await page.keyboard.press('Shift')
  await reloaded
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`))
})

test('while the build is the same, nothing reloads and islands hydrate as usual', async ({ page }) => {
  let pageBuild = ''
  const latest = await deployedBuild(page, () => pageBuild)
  await openArticleWithWaitingIsland(page)
  pageBuild = (await page.locator('meta[name="build-id"]').getAttribute('content')) ?? ''
  await page.clock.runFor(2 * BUILD_CHECK_INTERVAL_MS)
  await expect.poll(() => latest.requests).toBe(2)
  let navigations = 0
  page.on('framenavigated', () => navigations++)
  await page.locator('.share-button').hover()
  await expect(page.locator(SHARE_ISLAND)).toHaveAttribute('data-hydrated')
  await page.keyboard.press('Shift')
  await page.waitForTimeout(300)
  expect(navigations).toBe(0)
})

test('a failed chunk reloads the page once, never in a loop (10 s guard)', async ({ page }) => {
  await page.route(/\/assets\/islands\/Footer-[^/]+\.js$/, (route) => route.abort())
  let loads = 0
  page.on('load', () => loads++)
  await page.goto('/')
  // Reaching for the footer imports its chunk, which fails.
  await page.locator('.site-footer').hover()
  await expect.poll(() => loads).toBe(2)
  await page.waitForTimeout(2_000)
  expect(loads).toBe(2)
  await expect(page.locator('.site-footer')).toBeVisible()
})
