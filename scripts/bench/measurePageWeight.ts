import { chromium, devices, type Browser, type Page } from '@playwright/test'
import { gzipSync } from 'node:zlib'

/** Debian's Chromium with the flags of playwright.config.ts. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
/** The phone of the browser tests (Lighthouse measures mobile too): the header's menu button is shown. */
const PHONE = devices['Pixel 7']
/** After the network is idle: islands that hydrate when the browser is idle have started by then. */
const SETTLE_MS = 1_000
const MENU_BUTTON = { name: 'Menu', exact: true } as const
/** A loaded machine (other test runs) can take long; scripts do not wait for the page's images. */
const NAVIGATION_TIMEOUT_MS = 90_000

/** The scripts a page downloaded: how many, and their bodies' gzip size (level 9, as the build's budget counts them). */
export interface ScriptLoad {
  count: number
  gzipBytes: number
  urls: string[]
}

export interface PageWeight {
  path: string
  /** The HTML document as served, uncompressed. */
  htmlBytes: number
  /** Its gzip size (level 9). */
  htmlGzipBytes: number
  /** On article pages, the article's own text and markup: the first `<article>` in `<main>` as parsed, serialized (outerHTML, UTF-8); otherwise null. */
  articleBytes: number | null
  /** Scripts downloaded on first load, without any interaction. */
  firstLoad: ScriptLoad
  /** Scripts downloaded after a click on the header's menu button (phone viewport); null when the page has no such button. */
  menuClick: ScriptLoad | null
}

const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length

/** Collects the bodies of the scripts `page` downloads from now on. */
function scriptRecorder(page: Page): () => Promise<ScriptLoad> {
  const bodies: Promise<{ url: string; bytes: number }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    bodies.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: gzipBytes(body) })))
  })
  return async () => {
    const scripts = await Promise.all(bodies.splice(0))
    return { count: scripts.length, gzipBytes: scripts.reduce((sum, script) => sum + script.bytes, 0), urls: scripts.map((script) => script.url) }
  }
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: NAVIGATION_TIMEOUT_MS })
  await page.waitForTimeout(SETTLE_MS)
  await page.waitForLoadState('networkidle', { timeout: NAVIGATION_TIMEOUT_MS })
}

async function scriptLoads(browser: Browser, url: string): Promise<Pick<PageWeight, 'firstLoad' | 'menuClick'>> {
  const context = await browser.newContext({ ...PHONE })
  try {
    const page = await context.newPage()
    const scripts = scriptRecorder(page)
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: NAVIGATION_TIMEOUT_MS })
    await settle(page)
    const firstLoad = await scripts()
    const menu = page.getByRole('button', MENU_BUTTON)
    if ((await menu.count()) !== 1 || !(await menu.isVisible())) return { firstLoad, menuClick: null }
    await menu.click()
    await settle(page)
    return { firstLoad, menuClick: await scripts() }
  } finally {
    await context.close()
  }
}

/** The served document's article, parsed without scripts so that no island has changed it. */
async function articleBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: NAVIGATION_TIMEOUT_MS })
    return await page
      .locator('main article')
      .first()
      .evaluate((element) => new TextEncoder().encode(element.outerHTML).length)
  } finally {
    await context.close()
  }
}

/** HTML and JavaScript weight of each page of `site`, in Debian's Chromium, each in a fresh browser context (empty cache); `articlePaths` are weighed against their article too. */
export async function measurePageWeight(site: string, paths: readonly string[], articlePaths: ReadonlySet<string>): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const weights: PageWeight[] = []
    for (const path of paths) {
      const html = await (await fetch(site + path, { headers: { 'user-agent': PHONE.userAgent } })).text()
      weights.push({
        path,
        htmlBytes: Buffer.byteLength(html),
        htmlGzipBytes: gzipBytes(html),
        articleBytes: articlePaths.has(path) ? await articleBytes(browser, site + path) : null,
        ...(await scriptLoads(browser, site + path)),
      })
    }
    return weights
  } finally {
    await browser.close()
  }
}
