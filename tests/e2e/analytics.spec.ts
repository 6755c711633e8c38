import { readFileSync } from 'node:fs'
import { expect, type BrowserContext, type Page } from '@playwright/test'
import type { Language } from '../../shared/i18n/languages'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { countLeaves } from '../support/pageLeaves'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'

/** Every test here needs a page of its own (a driven clock, routes, scripts, no JavaScript), in the workers of the other specs. */
const test = withPageOfItsOwn(testWithPagePerWorker())

// Consented analytics against `npm start`: the worker renders the demo key and the
// local collector (the content service's POST /2/httpapi) into every page. Each test reads only
// its own browser's events (by the SDK's device id), so parallel tests do not see each other's.

const COLLECTOR = `http://127.0.0.1:${process.env.STORYBLOK_LOCAL_PORT ?? 8788}`
/** The SDK's cookie: `AMP_` and the first 10 characters of the key (amplitude-local's DEMO_API_KEY). */
const SDK_COOKIE = 'AMP_local-ampl'
/** The SDK's flush interval as the site configures it (the product constants). */
const FLUSH_INTERVAL_MS = 10_000
/** The SDK waits this long before retrying events the collector throttled (429). */
const THROTTLE_RETRY_MS = 30_000
const manifest = JSON.parse(readFileSync('worker/generated/assetManifest.json', 'utf8')) as { analyticsChunks: string[] }

interface CollectedEvent {
  event_type: string
  insert_id: string
  device_id: string
  event_properties?: Record<string, unknown>
}
interface Collected {
  events: CollectedEvent[]
  requests: { status: number; events: CollectedEvent[] }[]
}

async function collected(deviceId: string): Promise<Collected> {
  return (await (await fetch(`${COLLECTOR}/_control/analytics?device_id=${encodeURIComponent(deviceId)}`)).json()) as Collected
}

async function eventTypes(deviceId: string): Promise<string[]> {
  return (await collected(deviceId)).events.map((event) => event.event_type)
}

/** The device id the SDK stored in its cookie (`btoa(encodeURIComponent(JSON))`). */
async function deviceId(context: BrowserContext): Promise<string> {
  let id = ''
  await expect
    .poll(async () => {
      const cookie = (await context.cookies()).find((item) => item.name === SDK_COOKIE)
      id = cookie ? (JSON.parse(decodeURIComponent(Buffer.from(cookie.value, 'base64').toString())) as { deviceId: string }).deviceId : ''
      return id
    })
    .not.toBe('')
  return id
}

/** Reads the collector after each flush interval on the page's driven clock, until `read` passes `check`. */
async function flushUntil<T>(page: Page, read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value = await read()
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(FLUSH_INTERVAL_MS)
        value = await read()
        return check(value)
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return value
}

/** The cookie settings, named in the page's language. */
async function openCookieSettings(page: Page, language: Language = 'en') {
  await page.waitForLoadState('load')
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:open-cookie-settings', { detail: {} })))
  const settings = page.getByRole('dialog', { name: CATALOGUE[language].island.cookieSettings })
  await expect(settings).toBeVisible()
  return settings
}

async function chooseAnalytics(page: Page, allowed: boolean, language: Language = 'en') {
  const text = CATALOGUE[language].island
  const settings = await openCookieSettings(page, language)
  await settings.getByRole('switch', { name: text.allowAnalyticsCookies }).setChecked(allowed)
  await settings.getByRole('button', { name: text.saveSettings }).click()
  await expect(settings).toBeHidden()
}

/**
 * Counts, in the page, every batch the SDK hands to the browser for the collector (fetch, or
 * sendBeacon as the page leaves), at the moment it does: read with the returned function once
 * the page's timers have run (it waits for the page's pending task queue first).
 */
async function countSends(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counted = { sends: 0 }
    Object.assign(window, { analyticsSends: counted })
    const toCollector = (input: unknown) => String(input instanceof Request ? input.url : input).includes('/2/httpapi')
    const fetch = window.fetch.bind(window)
    window.fetch = (input, init) => {
      if (toCollector(input)) counted.sends++
      return fetch(input, init)
    }
    const beacon = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      if (toCollector(url)) counted.sends++
      return beacon(url, data)
    }
  })
  return () =>
    page.evaluate(async () => {
      // One turn of the page's task queue (a message, which no driven clock holds back) after the timers.
      await new Promise((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = resolve
        channel.port2.postMessage(null)
      })
      return (window as unknown as { analyticsSends: { sends: number } }).analyticsSends.sends
    })
}

/** Every request the page makes, by URL. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

const isAnalyticsRequest = (url: string) =>
  url.includes('/2/httpapi') || /amplitude\.com/.test(url) || manifest.analyticsChunks.some((chunk) => url.endsWith(chunk))

test.beforeEach(async ({ page }) => {
  // Nothing may leave the machine: any request to another host fails the test.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    throw new Error(`request left the machine: ${route.request().url()}`)
  })
})

test('a fresh visit downloads no analytics code and sends nothing', async ({ page }) => {
  const urls = recordRequests(page)
  await page.goto('/blog')
  await expect(page.locator('meta[name="analytics"]')).toHaveCount(1)
  // The footer hydrates when reached for: with its code loaded, still nothing of analytics.
  await page.locator('.site-footer').hover()
  await expect(page.locator('island-root[data-hydrated] .site-footer')).toHaveCount(1)
  await page.locator('button[data-tracking]').first().dispatchEvent('click')
  await page.waitForLoadState('networkidle')
  expect(urls.some((url) => url.includes('/assets/boot-'))).toBe(true)
  expect(urls.filter(isAnalyticsRequest)).toEqual([])
  expect((await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('AMP_'))).toEqual([])
})

test('after opting in, the collector receives the page view and a Click on a tracked link, without query values', async ({ page, context }) => {
  await page.clock.install()
  const urls = recordRequests(page)
  await page.goto('/?utm_source=newsletter&email=someone%40example.com')
  await chooseAnalytics(page, true)
  const id = await deviceId(context)
  expect(urls.filter((url) => manifest.analyticsChunks.some((chunk) => url.endsWith(chunk)))).toHaveLength(1)

  await flushUntil(
    page,
    () => eventTypes(id),
    (types) => types.includes('[Amplitude] Page Viewed'),
  )
  const pageView = (await collected(id)).events.find((event) => event.event_type === '[Amplitude] Page Viewed')
  expect(pageView?.event_properties).toMatchObject({ language: 'en', page_kind: 'home', route: '/', '[Amplitude] Page Path': '/' })
  expect(pageView?.event_properties?.['[Amplitude] Page Location']).toMatch(/\/\?utm_source=newsletter$/)
  expect(JSON.stringify((await collected(id)).events)).not.toContain('someone')

  // A tracked link that leaves the page: its Click goes out with the page (sendBeacon on pagehide).
  const link = page.locator('a[data-tracking]').first()
  const target = await link.getAttribute('data-tracking')
  await link.click()
  await page.waitForURL((url) => url.pathname !== '/')
  await expect
    .poll(async () => (await collected(id)).events.filter((event) => event.event_type === 'Click').map((event) => event.event_properties?.target))
    .toEqual([target])
})

test('opting out stops sending at once, clears the SDK storage, and lasts across visits', async ({ page, context }) => {
  const sends = await countSends(page)
  await page.clock.install()
  await page.goto('/')
  await chooseAnalytics(page, true)
  const id = await deviceId(context)
  await flushUntil(
    page,
    () => eventTypes(id),
    (types) => types.includes('[Amplitude] Page Viewed'),
  )
  const before = (await collected(id)).events.length

  // A click is queued (it opens a start modal), then the visitor opts out before the next flush.
  await page.locator('button[data-tracking]').first().dispatchEvent('click')
  await expect(page.locator('dialog[open]')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await chooseAnalytics(page, false)
  await expect.poll(async () => (await context.cookies()).filter((cookie) => cookie.name.startsWith('AMP_')).map((cookie) => cookie.name)).toEqual([])
  expect(await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith('AMP_')))).toEqual([])

  const sent = await sends()
  await page.clock.fastForward(2 * FLUSH_INTERVAL_MS)
  await page.locator('button[data-tracking]').first().dispatchEvent('click')
  await page.clock.fastForward(2 * FLUSH_INTERVAL_MS)
  // Two flush intervals have passed, twice: the SDK handed nothing more to the browser.
  expect(await sends()).toBe(sent)
  expect((await collected(id)).events).toHaveLength(before)

  const urls = recordRequests(page)
  await page.reload()
  await page.waitForLoadState('load')
  await page.waitForLoadState('networkidle')
  expect(urls.filter(isAnalyticsRequest)).toEqual([])
})

test.describe('with Global Privacy Control', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  })

  test('the switch starts off, and the settings say why', async ({ page }) => {
    const urls = recordRequests(page)
    await page.goto('/')
    const settings = await openCookieSettings(page)
    const analytics = settings.getByRole('switch', { name: 'Allow analytics cookies' })
    await expect(analytics).not.toBeChecked()
    await expect(analytics).toHaveAccessibleDescription(/Global Privacy Control/)
    await expect(settings.getByText('Your browser sends Global Privacy Control')).toBeVisible()
    expect(urls.filter(isAnalyticsRequest)).toEqual([])
  })
})

test('with the collector answering 429 and then 200, every event arrives once', async ({ page, context }) => {
  await page.clock.install()
  await page.goto('/de/blog')
  await chooseAnalytics(page, true, 'de')
  const id = await deviceId(context)
  await fetch(`${COLLECTOR}/_control/analytics/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 429, deviceId: id }),
  })
  // Start modal and a tracked click join the page view in the queue: the modal reports its opening
  // once the header island has it open, so the test waits for the open dialog before flushing.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:open-modal', { detail: { modal: 'signup' } })))
  await expect(page.getByRole('dialog').filter({ visible: true })).toHaveCount(1)
  await page.locator('button[data-tracking]').first().dispatchEvent('click')

  const statuses = async () => (await collected(id)).requests.map((request) => request.status)
  expect(await flushUntil(page, statuses, (list) => list.length > 0)).toEqual([429])
  const throttled = (await collected(id)).requests[0]?.events.map((event) => event.insert_id) ?? []
  expect(throttled.length).toBeGreaterThanOrEqual(3)

  // Amplitude's throttled events wait 30 s (the SDK's rate-limit delay), then go again; an event
  // queued after the refused request may go in a request of its own.
  await page.clock.fastForward(THROTTLE_RETRY_MS)
  const expectedTypes = ['[Amplitude] Page Viewed', 'Start modal opened', 'Click']
  const accepted = async () => (await collected(id)).events.map((event) => event.event_type)
  await flushUntil(page, accepted, (types) => expectedTypes.every((type) => types.includes(type)))
  const { events, requests } = await collected(id)
  expect(requests.map((request) => request.status)).toEqual([429, ...requests.slice(1).map(() => 200)])
  const sent = requests.slice(1).flatMap((request) => request.events.map((event) => event.insert_id))
  expect(new Set(sent).size).toBe(sent.length)
  expect(sent).toEqual(expect.arrayContaining(throttled))
  expect(events.map((event) => event.insert_id).sort()).toEqual([...sent].sort())
  expect(events.find((event) => event.event_type === 'Start modal opened')?.event_properties).toEqual({ modal: 'signup' })
})

test("after opting in, the islands' moments arrive: share, file download, language switch", async ({ page, context }) => {
  test.setTimeout(60_000)
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: async () => undefined, configurable: true }))
  await page.clock.install()
  await page.goto('/reports/european-road-freight-index-q2-2023')
  await chooseAnalytics(page, true)
  const id = await deviceId(context)

  await page.locator('.share-button').click()
  const download = page.locator('.report-download a[download]')
  const pdf = await download.getAttribute('href')
  await download.dispatchEvent('click')
  await flushUntil(
    page,
    () => eventTypes(id),
    (types) => types.includes('Page shared') && types.includes('[Amplitude] File Downloaded'),
  )
  const events = (await collected(id)).events
  expect(events.find((event) => event.event_type === 'Page shared')?.event_properties).toMatchObject({ method: 'share-sheet' })
  expect(events.find((event) => event.event_type === '[Amplitude] File Downloaded')?.event_properties).toMatchObject({
    '[Amplitude] File Extension': 'pdf',
    '[Amplitude] Link URL': pdf,
  })

  // The language switch leaves the page: its event goes out with it.
  await page.locator('.site-footer .language-switch__button').click()
  await page.locator('.site-footer .language-switch__list a[hreflang="de"]').click()
  await page.waitForURL(/\/de(\/|$)/)
  await expect
    .poll(async () => (await collected(id)).events.filter((event) => event.event_type === 'Language switched').map((event) => event.event_properties))
    .toEqual([{ from: 'en', to: 'de' }])
})

test('after opting in, filling in and sending a form arrive as Form Started and Form Submitted, without what was typed', async ({ page, context }) => {
  const form = CATALOGUE.en.reportForm
  const email = `form.events.${Date.now()}@example.com`
  await page.clock.install()
  await page.goto('/reports/european-road-freight-index-q1-2023')
  await chooseAnalytics(page, true)
  const id = await deviceId(context)

  await page.locator('.report-gate__open').click()
  const dialog = page.getByRole('dialog', { name: form.title })
  await dialog.getByLabel(form.first_name_label).fill('Ada')
  await dialog.getByLabel(form.last_name_label).fill('Lovelace')
  await dialog.getByLabel(form.email_label).fill(email)
  await dialog.getByLabel(form.company_label).fill('Analytical Engines')
  await dialog.getByRole('textbox', { name: form.phone_label }).fill('+49 30 1234567')
  await dialog.getByRole('checkbox', { name: new RegExp(form.consent_label) }).check()
  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: form.submit_label }).click()
  await downloading

  const events = await flushUntil(
    page,
    async () => (await collected(id)).events,
    (list) => ['[Amplitude] Form Started', '[Amplitude] Form Submitted'].every((type) => list.some((event) => event.event_type === type)),
  )
  const submitted = events.filter((event) => event.event_type === '[Amplitude] Form Submitted')
  expect(submitted).toHaveLength(1)
  expect(submitted[0]?.event_properties?.['[Amplitude] Form Destination']).toMatch(
    /\/api\/reports\/european-road-freight-index-q1-2023\/download(#report-download)?$/,
  )
  const sent = JSON.stringify(events)
  for (const typed of ['Lovelace', 'Analytical', email, '1234567']) expect(sent).not.toContain(typed)
})

test('when the analytics code cannot load (a blocker), the page goes on without it and never reloads', async ({ page, context, baseURL }) => {
  // The visitor allowed analytics on an earlier visit (the cookie the cookie settings write).
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ analytics: true })), url: baseURL! }])
  const blocked: string[] = []
  await page.route(
    (url) => manifest.analyticsChunks.some((chunk) => url.pathname.endsWith(chunk)),
    (route) => {
      blocked.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const leaves = await countLeaves(page)
  await page.clock.install()
  await page.goto('/')
  await expect.poll(() => errors.some((text) => text.includes('Analytics could not start'))).toBe(true)
  expect(blocked.length).toBeGreaterThan(0)
  // Longer than the chunk-reload guard (10 s): the page never started to leave.
  await page.clock.runFor(15_000)
  expect(await leaves()).toBe(0)
  // The islands work as ever.
  await page.locator('.site-footer').hover()
  await expect(page.locator('island-root[data-hydrated] .site-footer')).toHaveCount(1)
  expect(await leaves()).toBe(0)
})

test('a search seen after opting in is reported with its number of results, and its terms without e-mail addresses or phone numbers', async ({
  page,
  context,
}) => {
  await page.clock.install()
  await page.goto(`/search?${new URLSearchParams({ q: 'cabotage for someone@example.com +44 20 7946 0958' })}`)
  await chooseAnalytics(page, true)
  const id = await deviceId(context)
  await flushUntil(
    page,
    () => eventTypes(id),
    (types) => types.includes('Site searched'),
  )
  const searched = (await collected(id)).events.find((event) => event.event_type === 'Site searched')
  expect(searched?.event_properties).toEqual({ terms: 'cabotage for [email] [phone]', results: 0 })
  expect(JSON.stringify((await collected(id)).events)).not.toContain('someone')
  expect(JSON.stringify((await collected(id)).events)).not.toContain('7946')
})
