import { exports } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { decodeEntities } from '../../tests/support/decodeEntities'

/** After New Year 2027: the demo's next session is on 14 January 2027 at 14:00 UTC, for 45 minutes. */
const NOW = Date.parse('2027-01-05T12:00:00Z')
const ORIGIN = 'http://localhost'

const get = (path: string) => exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }))

/** The links of a list's cards, in order. */
async function cardLinks(listPath: string): Promise<string[]> {
  const html = await (await get(listPath)).text()
  return [...html.matchAll(/<a [^>]*class="card__link"[^>]*>/g)].map(([tag]) => decodeEntities(/href="([^"]+)"/.exec(tag)?.[1] ?? ''))
}

/** An iCalendar file's properties, its lines unfolded (RFC 5545, 3.1), each name with its values in order. */
function properties(ics: string): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const line of ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean)) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon)
    found.set(name, [...(found.get(name) ?? []), line.slice(colon + 1)])
  }
  return found
}

/** A TEXT value as written before escaping. */
const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character))

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  await clearContentCache()
})

afterEach(() => {
  vi.useRealTimers()
})

describe("an upcoming webinar's calendar file", () => {
  it('is linked from its page, beside the Berlin time and a hidden place for the visitor’s own', async () => {
    const [next = ''] = await cardLinks('/webinars')
    const html = await (await get(next)).text()
    expect(html).toContain(`href="${next}/calendar.ics"`)
    expect(html).toMatch(/<a href="[^"]+\/calendar\.ics" class="btn btn--gray-light" download=""><span>Add to calendar<\/span><\/a>/)
    expect(html).toContain('Thursday, 14 January 2027, 15:00–15:45 CET')
    expect(html).toMatch(
      /<p class="webinar-event__local" data-event-start="2027-01-14T14:00:00.000Z" data-event-end="2027-01-14T14:45:00.000Z" hidden="">Your time: <time/,
    )
  })

  it('is one VEVENT in UTC with its title, description and page, lines ended by CRLF and folded, kept until the webinar ends', async () => {
    const [next = ''] = await cardLinks('/webinars')
    const page = await get(next)
    const pageHtml = await page.text()
    const title = decodeEntities(/<h1[^>]*>([^<]+)<\/h1>/.exec(pageHtml)?.[1] ?? '')
    const response = await get(`${next}/calendar.ics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/)
    expect(response.headers.get('expires')).toBe(new Date('2027-01-14T14:45:00Z').toUTCString())
    const ics = await response.text()
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(ics).toMatch(/\r\nEND:VCALENDAR\r\n$/)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).byteLength).toBeLessThanOrEqual(75)
    const found = properties(ics)
    expect(found.get('BEGIN')).toEqual(['VCALENDAR', 'VEVENT'])
    expect(found.get('END')).toEqual(['VEVENT', 'VCALENDAR'])
    expect(found.get('VERSION')).toEqual(['2.0'])
    expect(found.get('PRODID')?.[0]).toMatch(/^-\/\/.+\/\/Webinars\/\/EN$/)
    expect(found.get('UID')?.[0]).toMatch(/^[0-9a-f-]{36}@localhost$/)
    expect(found.get('DTSTAMP')?.[0]).toMatch(/^\d{8}T\d{6}Z$/)
    expect(found.get('DTSTART')).toEqual(['20270114T140000Z'])
    expect(found.get('DTEND')).toEqual(['20270114T144500Z'])
    expect(found.get('SUMMARY')?.map(unescapeText)).toEqual([title])
    expect(unescapeText(found.get('DESCRIPTION')?.[0] ?? '')).toMatch(/\n\nhttps:\/\/events\.example\.com\//)
    expect(found.get('URL')).toEqual([`${ORIGIN}${next}`])
  })

  it('is kept with the tags of its page’s story, so a publish of the webinar purges both', async () => {
    const [next = ''] = await cardLinks('/de/webinars')
    const tags = (response: Response) => new Set(response.headers.get('cache-tag')?.split(',') ?? [])
    const storyTag = (response: Response) => [...tags(response)].filter((tag) => tag.startsWith('s:de/webinars/'))
    const page = await get(next)
    const calendar = await get(`${next}/calendar.ics`)
    expect(calendar.status).toBe(200)
    expect(storyTag(calendar)).toHaveLength(1)
    expect(tags(page).has(storyTag(calendar)[0] ?? '')).toBe(true)
    expect(properties(await calendar.text()).get('PRODID')?.[0]).toMatch(/\/\/DE$/)
  })

  it('is not offered once the webinar is over, nor for an address that is no webinar', async () => {
    const links = await cardLinks('/webinars')
    const past = links[6] ?? ''
    const html = await (await get(past)).text()
    expect(html).not.toContain('calendar.ics')
    for (const path of [
      `${past}/calendar.ics`,
      '/webinars/no-such-webinar/calendar.ics',
      '/webinars/..%2F..%2Fabout/calendar.ics',
      '/xx/webinars/a/calendar.ics',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
    }
    const english = await get(`/en${links[0]}/calendar.ics`)
    expect(english.status).toBe(301)
    expect(english.headers.get('location')).toBe(`${links[0]}/calendar.ics`)
  })

  it('a recording shows the webinar’s cover as its poster', async () => {
    const links = await cardLinks('/webinars')
    const recorded = await Promise.all(links.slice(6).map(async (link) => (await get(link)).text()))
    const posters = recorded.flatMap((html) => [...(/<video [^>]*poster="([^"]+)"/.exec(html) ?? [])].slice(1))
    expect(posters.length).toBeGreaterThan(0)
    for (const poster of posters) expect(decodeEntities(poster)).toMatch(/^https?:\/\/.+\/m\/1536x864\//)
  })
})
