import { test as base, type BrowserContext, type Page, type ViewportSize } from '@playwright/test'
import { CONTENT_SERVICE } from './localEditor'

/** Hosts these machines cannot reach (content images, third-party players): failed fast. */
const ELSEWHERE = /^https?:\/\/(?!127\.0\.0\.1|localhost)/

interface PagePerWorker {
  /** The viewport of a phone's and a desktop's page; the project's without it. */
  viewport?: (isMobile: boolean) => ViewportSize
  /** Anything the context needs for every test (an init script). */
  prepare?: (context: BrowserContext) => Promise<void>
}

/**
 * Playwright's `test` with one page per worker, kept from test to test: its HTTP and code caches
 * carry over from page to page, as a visitor's do (a context of its own for each of a hundred
 * tests compiles the same scripts a hundred times). Each test starts without the cookies and
 * storage the test before it left (the site's and the local editor's). For specs whose tests
 * load pages and look at them: a test that drives the page's clock, routes its requests or adds
 * scripts of its own needs a page of its own.
 */
export function testWithPagePerWorker({ viewport, prepare }: PagePerWorker = {}) {
  return base.extend<object, { keptPage: Page }>({
    keptPage: [
      async ({ browser }, provide, workerInfo) => {
        const { isMobile = false, hasTouch = false, userAgent, deviceScaleFactor, baseURL, viewport: projectViewport } = workerInfo.project.use
        const context = await browser.newContext({
          isMobile,
          hasTouch,
          userAgent,
          deviceScaleFactor,
          baseURL,
          viewport: viewport?.(isMobile) ?? projectViewport,
        })
        await prepare?.(context)
        await context.route(ELSEWHERE, (route) => route.abort())
        await provide(await context.newPage())
        await context.close()
      },
      { scope: 'worker' },
    ],
    page: async ({ keptPage, baseURL }, provide) => {
      const context = keptPage.context()
      await context.clearCookies()
      const devtools = await context.newCDPSession(keptPage)
      for (const origin of [new URL(baseURL ?? '').origin, CONTENT_SERVICE])
        await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,session_storage' })
      await devtools.detach()
      await provide(keptPage)
    },
  })
}
