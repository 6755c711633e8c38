import { test as base, type BrowserContext, type Page, type ViewportSize } from '@playwright/test'
import { CONTENT_SERVICE } from './localEditor'

/**
 * What would stay with the kept page after the test that did it, and change the tests after it: a
 * test that needs one of these takes a page of its own (withPageOfItsOwn).
 */
const LASTING = ['route', 'routeFromHAR', 'routeWebSocket', 'addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'emulateMedia'] as const

interface Emitter {
  eventNames(): (string | symbol)[]
  listeners(name: string | symbol): unknown[]
  off(name: string | symbol, listener: unknown): void
}

interface PagePerWorker {
  /** The viewport of a phone's and a desktop's page; the project's without it. */
  viewport?: (isMobile: boolean) => ViewportSize
  /** Anything the context needs for every test (an init script). */
  prepare?: (context: BrowserContext) => Promise<void>
}

/** A page whose lasting changes are refused, named with what to do instead. */
function refusingLastingChanges(page: Page): Page {
  for (const name of LASTING) {
    Object.defineProperty(page, name, {
      value: () => {
        throw new Error(`page.${name} would last into the next test on the page kept per worker: give this test a page of its own (withPageOfItsOwn)`)
      },
    })
  }
  Object.defineProperty(page, 'clock', {
    get: () => {
      throw new Error('a driven clock would last into the next test on the page kept per worker: give this test a page of its own (withPageOfItsOwn)')
    },
  })
  return page
}

/**
 * Playwright's `test` with one page per worker, kept from test to test: its HTTP and code caches
 * carry over from page to page, as a visitor's do. A new page costs Chromium about a second of
 * CPU on these machines (a renderer process and the page's first load), a navigation of the kept
 * one about a fifth of that (docs/decisions/test-lanes.md). Each test starts without the cookies,
 * storage, permissions and page listeners the test before it left, at the project's viewport,
 * with the pointer in the corner. For specs whose tests load pages and look at them: a test that
 * drives the page's clock, routes its requests, adds scripts of its own or sets context options
 * (`test.use`) needs a page of its own, and is told so.
 */
function keptPageTest({ viewport, prepare }: PagePerWorker) {
  const keptViewport = ({ isMobile = false, viewport: projectViewport }: { isMobile?: boolean; viewport?: ViewportSize | null }) =>
    viewport?.(isMobile) ?? projectViewport ?? null
  return base.extend<object, { keptPage: Page }>({
    keptPage: [
      async ({ browser }, provide, workerInfo) => {
        const { isMobile = false, hasTouch = false, userAgent, deviceScaleFactor, baseURL } = workerInfo.project.use
        const context = await browser.newContext({
          isMobile,
          hasTouch,
          userAgent,
          deviceScaleFactor,
          baseURL,
          viewport: keptViewport(workerInfo.project.use),
          // What Playwright gives every context of its own.
          locale: 'en-US',
          colorScheme: 'light',
          reducedMotion: 'no-preference',
        })
        await prepare?.(context)
        await provide(refusingLastingChanges(await context.newPage()))
        await context.close()
      },
      { scope: 'worker' },
    ],
    page: async ({ keptPage, baseURL, javaScriptEnabled, timezoneId }, provide, testInfo) => {
      if (javaScriptEnabled === false || timezoneId !== undefined)
        throw new Error('test.use sets context options the page kept per worker does not have: give this test a page of its own (withPageOfItsOwn)')
      const context = keptPage.context()
      await context.clearCookies()
      await context.clearPermissions()
      const devtools = await context.newCDPSession(keptPage)
      for (const origin of [new URL(baseURL ?? '').origin, CONTENT_SERVICE])
        await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,session_storage' })
      await devtools.detach()
      const projectViewport = keptViewport(testInfo.project.use)
      if (projectViewport) await keptPage.setViewportSize(projectViewport)
      await keptPage.mouse.move(0, 0)
      // Playwright's pages are event emitters underneath (its client's EventEmitter), as its types do not say.
      const emitter = keptPage as unknown as Emitter
      const listening = new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]))
      await provide(keptPage)
      // Listeners the test added (a dialog answered, errors collected) end with it.
      for (const name of emitter.eventNames())
        for (const listener of emitter.listeners(name)) if (!listening.get(name)?.has(listener)) emitter.off(name, listener)
    },
  })
}

/**
 * The one `test` of every spec that keeps the project's viewport: one fixture function for all of
 * them, so that Playwright sees the same worker fixtures and runs the specs one after the other in
 * the same workers, on the same kept page (a test type of its own per spec would start a worker,
 * a browser and a page for each: about 80 workers and 2 s each in one run of the browser tests).
 */
const sharedKeptPageTest = keptPageTest({})

/** {@link keptPageTest}: the shared one, or, for a spec with a viewport or a preparation of its own, one for its workers alone. */
export function testWithPagePerWorker(options?: PagePerWorker): typeof sharedKeptPageTest {
  return options ? keptPageTest(options) : sharedKeptPageTest
}

/**
 * The same `test` for the tests that need a page of their own (a driven clock, routes, scripts,
 * `test.use`): Playwright's page, in a context of the test's own.
 * Built on the kept page's test, so both run in the same workers.
 */
export function withPageOfItsOwn(test: typeof sharedKeptPageTest) {
  return test.extend({
    page: async ({ context }, provide) => {
      await provide(await context.newPage())
    },
  })
}
