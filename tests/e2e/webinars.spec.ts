import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page; what needs a page of its own (a driven clock, routes, scripts, test.use) takes one. */
const test = testWithPagePerWorker()
const testOnOwnPage = withPageOfItsOwn(test)

// The webinars as a visitor meets them: what is still to come first, marked; the time in the
// visitor's own zone beside Berlin's; the calendar file; the recordings' posters.

/** The list's cards as shown: each one's date and badge, in order. */
async function cards(page: Page): Promise<{ date: number; badge: string | null; href: string }[]> {
  return page.locator('.card').evaluateAll((elements) =>
    elements.map((card) => ({
      date: Date.parse(card.querySelector('time')?.getAttribute('datetime') ?? ''),
      badge: card.querySelector('.card__badge')?.textContent ?? null,
      href: card.querySelector('a.card__link')?.getAttribute('href') ?? '',
    })),
  )
}

/** The first upcoming webinar's page, from the list. */
async function openNextWebinar(page: Page, list = '/webinars'): Promise<void> {
  await page.goto(list)
  await page
    .locator('.card', { has: page.locator('.card__badge--upcoming') })
    .first()
    .locator('a.card__link')
    .click()
  await expect(page.locator('.webinar-event--upcoming')).toBeVisible()
}

test('the list starts with what is to come, soonest first and marked, then the past, newest first', { tag: '@viewport' }, async ({ page }) => {
  await page.goto('/webinars')
  const shown = await cards(page)
  const upcoming = shown.filter((card) => card.badge === 'Upcoming')
  expect(upcoming.length).toBeGreaterThan(0)
  // Every marked card comes before every unmarked one.
  expect(shown.slice(0, upcoming.length)).toEqual(upcoming)
  const past = shown.slice(upcoming.length)
  expect(past.every((card) => card.badge === null)).toBe(true)
  expect(upcoming.map((card) => card.date)).toEqual([...upcoming.map((card) => card.date)].sort((a, b) => a - b))
  expect(past.map((card) => card.date)).toEqual([...past.map((card) => card.date)].sort((a, b) => b - a))
  expect(Math.max(...past.map((card) => card.date))).toBeLessThan(Math.min(...upcoming.map((card) => card.date)))
  // The first card's badge is on screen, inside its card, in the page's language elsewhere too.
  const badge = page.locator('.card__badge').first()
  await expect(badge).toBeInViewport()
  await page.goto('/de/webinars')
  await expect(page.locator('.card').first().locator('.card__badge')).toHaveText('Demnächst')
})

testOnOwnPage.describe('in New York', () => {
  testOnOwnPage.use({ timezoneId: 'America/New_York' })

  testOnOwnPage('a webinar shows the visitor’s own time beside Berlin’s', { tag: '@viewport' }, async ({ page }) => {
    await openNextWebinar(page)
    const berlin = page.locator('.webinar-event__time')
    await expect(berlin).toContainText(/CES?T/)
    const local = page.locator('.webinar-event__local')
    await expect(local).toBeVisible()
    // British English names the zone by its offset ("GMT-5"), as Intl does.
    await expect(local).toHaveText(/^Your time: .+ (EST|EDT|GMT-[45])$/)
    // The same moment: Berlin is six hours ahead of New York all year but for a few weeks of March and October.
    const hours = (text: string) => Number(/(\d{1,2}):\d{2}/.exec(text)?.[1])
    expect((hours((await berlin.textContent()) ?? '') - hours((await local.textContent()) ?? '') + 24) % 24).toBeGreaterThanOrEqual(5)
    await expect(local).toBeInViewport({ ratio: 0.5 })
  })

  testOnOwnPage('without JavaScript, the Berlin time stands alone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'America/New_York' })
    const page = await context.newPage()
    await openNextWebinar(page)
    await expect(page.locator('.webinar-event__time')).toBeVisible()
    await expect(page.locator('.webinar-event__local')).toBeHidden()
    await context.close()
  })
})

testOnOwnPage.describe('in Berlin', () => {
  testOnOwnPage.use({ timezoneId: 'Europe/Berlin' })

  testOnOwnPage('the visitor’s time is not repeated when it is Berlin’s', async ({ page }) => {
    await openNextWebinar(page, '/de/webinars')
    await expect(page.locator('.webinar-event__time')).toContainText('MEZ')
    // The loader has run (its chunk is loaded where an event time is shown) and left it hidden.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/localEventTimes-')))
    await expect(page.locator('.webinar-event__local')).toBeHidden()
  })
})

test('"Add to calendar" downloads the webinar as an iCalendar file', { tag: '@viewport' }, async ({ page }) => {
  await openNextWebinar(page)
  const title = (await page.locator('h1').textContent()) ?? ''
  const link = page.getByRole('link', { name: 'Add to calendar' })
  await expect(link).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(/\.ics$/)
  const ics = await readFile((await download.path()) ?? '', 'utf8')
  const unfolded = ics.replace(/\r\n /g, '')
  expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(unfolded).toContain('\r\nBEGIN:VEVENT\r\n')
  expect(unfolded).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/)
  expect(unfolded).toContain(`\r\nSUMMARY:${title.replace(/[\\;,]/g, (character) => `\\${character}`)}\r\n`)
  expect(unfolded).toContain(`\r\nURL:${new URL(page.url()).href}\r\n`)
})

test('a recording shows the webinar’s cover before it is played', async ({ page }) => {
  await page.goto('/webinars')
  const recorded = (await cards(page)).filter((card) => card.badge === null)
  for (const { href } of recorded) {
    await page.goto(href)
    const video = page.locator('.webinar-event video')
    if ((await video.count()) === 0) continue
    const poster = await video.getAttribute('poster')
    expect(poster).toMatch(/\/m\/\d+x\d+\//)
    const response = await page.request.get(poster ?? '')
    expect(response.ok()).toBe(true)
    expect(response.headers()['content-type']).toMatch(/^image\//)
    return
  }
  throw new Error('no recorded webinar in the list')
})
