import { chromium, expect, type Locator, type Page } from '@playwright/test'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'
import { FULL_CHROMIUM } from '../support/chromiumBinaries'

/** Pages loaded and looked at, on the worker's kept page; what needs a page of its own (a driven clock, routes, scripts, test.use) takes one. */
const test = testWithPagePerWorker()
const testOnOwnPage = withPageOfItsOwn(test)

// The page templates in a browser, against the demo content: share control, table of
// contents and hash scrolling under the sticky header, the place kept on back and reload, tabs and pagination.

/** The article the tests read: the first card of the blog's second page (an ordinary post). */
async function anArticle(page: Page, prefix = ''): Promise<string> {
  await page.goto(`${prefix}/blog/2/all`)
  const href = await page.locator('.card__link').first().getAttribute('href')
  if (!href) throw new Error('no article on the blog’s second page')
  return href
}

/** Scrolls the page to `y` and waits until it is there (the scroll event, not a pause). */
async function scrolledTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
}

/** A card's link wholly inside the viewport, so that clicking it scrolls nothing. */
async function aCardInView(page: Page): Promise<Locator> {
  const index = await page
    .locator('.card__link')
    .evaluateAll((links) => links.findIndex((link) => link.getBoundingClientRect().top >= 80 && link.getBoundingClientRect().bottom <= window.innerHeight))
  expect(index, 'a card in view').toBeGreaterThanOrEqual(0)
  return page.locator('.card__link').nth(index)
}

/** The island around `selector`: it hydrates when the visitor reaches for it, so tests act on it at once. */
function islandOf(page: Page, selector: string): Locator {
  return page.locator('island-root').filter({ has: page.locator(selector) })
}

async function headerBottom(page: Page): Promise<number> {
  const box = await page.locator('.site-header').boundingBox()
  return (box?.y ?? 0) + (box?.height ?? 0)
}

/** The heading's top edge sits just below the sticky header: neither hidden under it nor far below. */
async function expectBelowHeader(page: Page, heading: Locator): Promise<void> {
  await expect(async () => {
    const top = (await heading.boundingBox())?.y ?? -1
    const bottom = await headerBottom(page)
    expect(top).toBeGreaterThanOrEqual(bottom)
    expect(top).toBeLessThanOrEqual(bottom + 48)
  }).toPass()
}

test.describe('share control', () => {
  testOnOwnPage('copies the page’s address and says so in a toast where there is no Web Share API', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }))
    const article = await anArticle(page, '/de')
    await page.goto(`${article}?utm_source=test#top`)
    const island = islandOf(page, '.share-button')
    await island.getByRole('button', { name: 'Teilen' }).click()
    await expect(page.locator('.toast')).toHaveText('Link kopiert')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${article}`)
  })

  testOnOwnPage('hands the title and address to the Web Share API where there is one', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = []
      Object.defineProperty(window, 'shared', { value: shared })
      Object.defineProperty(Navigator.prototype, 'share', { value: async (data: ShareData) => void shared.push(data), configurable: true })
    })
    const article = await anArticle(page)
    await page.goto(article)
    const title = await page.locator('h1').textContent()
    const island = islandOf(page, '.share-button')
    await island.getByRole('button', { name: 'Share' }).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title, url: `${baseURL}${article}` }])
    await expect(page.locator('.toast')).toHaveCount(0)
  })
})

test.describe('scrolling', { tag: '@viewport' }, () => {
  test('a table of contents link scrolls its heading to just below the sticky header', async ({ page }) => {
    await page.goto(await anArticle(page))
    const link = page.locator('.toc a').nth(1)
    const id = ((await link.getAttribute('href')) ?? '').slice(1)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    await expectBelowHeader(page, page.locator(`[id="${id}"]`))
  })

  test('the long read’s table of contents fits a short laptop screen, every entry reachable, and marks the section being read', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the table of contents stands beside the text on wide screens only')
    await page.setViewportSize({ width: 1366, height: 657 })
    await page.goto('/blog/moving-freight-across-europe-a-shippers-long-guide')
    const toc = page.locator('.article__toc .toc')
    const links = toc.locator('a')
    expect(await links.count()).toBeGreaterThan(10)
    // The section being read is marked, from the top of the page on.
    await expect(links.first()).toHaveAttribute('aria-current', 'location')
    // Stuck below the header, it ends within the window and scrolls on its own: its last entry can be reached.
    await links.nth(1).click()
    await expect(links.nth(1)).toHaveAttribute('aria-current', 'location')
    const box = await toc.boundingBox()
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(657)
    await links.last().scrollIntoViewIfNeeded()
    await expect(links.last()).toBeInViewport()
    await links.last().click()
    await expect(links.last()).toHaveAttribute('aria-current', 'location')
    await expect(toc.locator('a[aria-current]')).toHaveCount(1)
    await links.nth(2).click()
    await expect(links.nth(2)).toHaveAttribute('aria-current', 'location')
    await expect(links.nth(2)).toBeInViewport()
  })

  test('a hash in the address scrolls to its element, honouring its scroll margin', async ({ page }) => {
    const article = await anArticle(page)
    await page.goto(article)
    const id = ((await page.locator('.toc a').last().getAttribute('href')) ?? '').slice(1)
    await page.goto('/')
    await page.goto(`${article}#${id}`)
    await expectBelowHeader(page, page.locator(`[id="${id}"]`))
  })

  test('back from an article to the list returns to the place the reader left', async ({ page }) => {
    await page.goto('/blog')
    await scrolledTo(page, 1500)
    const card = await aCardInView(page)
    const href = (await card.getAttribute('href')) ?? ''
    await card.click()
    await expect(page).toHaveURL(href)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL('/blog')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
  })

  test('a reload keeps the place; a new navigation starts at the top', async ({ page }) => {
    await page.goto(await anArticle(page))
    await scrolledTo(page, 800)
    await page.reload()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800)
    await page.locator('.site-header a[href="/"]').first().click()
    await expect(page).toHaveURL('/')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a page whose meta disables scroll-to-top keeps the place on reload too', async ({ page }) => {
    await page.goto('/contact')
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    const y = Math.min(300, height)
    await scrolledTo(page, y)
    await page.reload()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
  })
})

test('back to a list from the back/forward cache finds it as the reader left it: not reloaded, at the same place', async ({ baseURL }) => {
  // Playwright switches the back/forward cache off; browsers have it on. Nothing on the site keeps a page out of it.
  // The full browser: the headless shell the other tests drive has no back/forward cache.
  const browser = await chromium.launch({
    ...test.info().project.use.launchOptions,
    executablePath: FULL_CHROMIUM,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  })
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } })
    await page.goto('/blog')
    await page.evaluate(() => Object.assign(window, { readerWasHere: true }))
    await scrolledTo(page, 1500)
    const card = await aCardInView(page)
    await card.click()
    await expect(page).toHaveURL(/\/blog\/./)
    const restored = page.waitForEvent('framenavigated')
    // A page from the cache fires no load event: Back waits only for the navigation to begin.
    await page.goBack({ waitUntil: 'commit' })
    await restored
    await expect(page).toHaveURL('/blog')
    expect(await page.evaluate(() => 'readerWasHere' in window)).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(1500)
  } finally {
    await browser.close()
  }
})

test.describe('lists', () => {
  test('category tabs and pagination are links to their own pages', async ({ page }) => {
    await page.goto('/blog')
    const tabs = page.getByRole('navigation', { name: 'Categories' })
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    await tabs.getByRole('link', { name: 'Sustainability' }).click()
    await expect(page).toHaveURL(/\/blog\/1\/sustainability$/)
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Sustainability' })).toHaveAttribute('aria-current', 'page')

    await page.goto('/blog')
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/blog\/2\/all$/)
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/Page 2 of \d+/)
    await expect(page.locator('.card')).toHaveCount(12)
  })

  test('a card is one link, its title, covering the whole card', async ({ page }) => {
    await page.goto('/case')
    const card = page.locator('.card').first()
    await expect(card.getByRole('link')).toHaveCount(1)
    const href = await card.getByRole('link').getAttribute('href')
    const box = await card.boundingBox()
    await page.mouse.click((box?.x ?? 0) + 20, (box?.y ?? 0) + (box?.height ?? 0) - 10)
    await expect(page).toHaveURL(new RegExp(`${href}$`))
  })
})

test.describe('media', () => {
  test('a webinar’s video loads nothing before it is played', async ({ page }) => {
    await page.goto('/webinars')
    // The oldest webinar, the list's last card, is long over: its recording is online.
    await page.locator('.card__link').last().click()
    const video = page.locator('.video-media video')
    await expect(video).toHaveAttribute('preload', 'none')
    expect(await video.evaluate((element: HTMLVideoElement) => element.networkState === HTMLMediaElement.NETWORK_LOADING)).toBe(false)
  })
})
