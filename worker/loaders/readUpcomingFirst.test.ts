import { env, exports } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { readDate } from '../../shared/content/readers/fields/readDate'
import type { Story } from '../../shared/content/storyblok'
import { sectionById } from '../../shared/sections/sections'
import { LISTED_ONLY } from '../content/listedOnly'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { decodeEntities } from '../../tests/support/decodeEntities'
import { TestContentService } from '../../tests/support/TestContentService'
import { testContentContext } from '../../tests/support/testContentContext'
import { readUpcomingFirst } from './readUpcomingFirst'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const webinars = sectionById('webinars')
/** Between New Year and the demo's session of 14 January 2027: six to come, six past. */
const JANUARY_2027 = Date.parse('2027-01-05T12:00:00Z')
/** The demo's session of 16 July 2026 (09:00–09:45 UTC) is on. */
const DURING_JULY_2026 = Date.parse('2026-07-16T09:20:00Z')
const start = (story: Story) => Date.parse(readDate(story.content.date) ?? '')

/** Every listed English webinar, in the order the list should show them at `now`: to come soonest first, then started newest first. */
async function expectedOrder(now: number): Promise<string[]> {
  const query = { starts_with: 'en/webinars/', excluding_slugs: 'en/webinars/', 'filter_query[component][in]': 'webinar', ...LISTED_ONLY }
  const stories = (await service.client().getAll('cdn/stories', query, 'stories')) as Story[]
  const ahead = stories.filter((story) => start(story) > now).sort((a, b) => start(a) - start(b))
  const started = stories.filter((story) => start(story) <= now).sort((a, b) => start(b) - start(a))
  return [...ahead, ...started].map((story) => story.full_slug)
}

/** The whole list read page by page at `now`, `perPage` at a time, and the total each page said. */
async function readAll(now: number, perPage: number): Promise<{ slugs: string[]; totals: number[]; reordersAt: number | null }> {
  const { ctx } = testContentContext()
  const slugs: string[] = []
  const totals: number[] = []
  let reordersAt: number | null = null
  for (let page = 1; page === 1 || slugs.length < (totals[0] ?? 0); page++) {
    const read = await readUpcomingFirst(ctx, webinars, 'en', { field: 'date', filterQuery: {}, page, perPage, now })
    expect(read.list.stories.length, `page ${page}`).toBeGreaterThan(0)
    slugs.push(...read.list.stories.map((story) => story.full_slug))
    totals.push(read.list.total)
    reordersAt = read.reordersAt
  }
  return { slugs, totals, reordersAt }
}

beforeAll(async () => {
  await clearContentCache()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the webinars, upcoming first', () => {
  it.each([
    ['January 2027', JANUARY_2027],
    ['during a session', DURING_JULY_2026],
  ])('in %s: every webinar once, to come soonest first, then past newest first, at any page size', async (_when, now) => {
    const expected = await expectedOrder(now)
    expect(expected.length).toBeGreaterThan(10)
    for (const perPage of [1, 5, 12, 100]) {
      const { slugs, totals } = await readAll(now, perPage)
      expect(slugs, `${perPage} a page`).toEqual(expected)
      expect(new Set(totals), `${perPage} a page`).toEqual(new Set([expected.length]))
    }
  })

  it('says when its order changes by itself: when the soonest to come starts', async () => {
    const { reordersAt } = await readAll(JANUARY_2027, 12)
    expect(reordersAt).toBe(Date.parse('2027-01-14T14:00:00Z'))
  })

  it('/webinars: the next session first, with its badge, the cached copy kept until it starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(JANUARY_2027)
    await clearContentCache()
    const response = await exports.default.fetch(new Request('http://localhost/webinars'))
    expect(response.status).toBe(200)
    expect(response.headers.get('expires')).toBe(new Date('2027-01-14T14:00:00Z').toUTCString())
    const html = await response.text()
    const cards = [...html.matchAll(/<article class="card[^"]*">(.*?)<\/article>/gs)].map(([, card = '']) => ({
      href: decodeEntities(/class="card__link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="card__link"/.exec(card)?.slice(1).find(Boolean) ?? ''),
      badge: /class="card__badge[^"]*">([^<]+)</.exec(card)?.[1] ?? null,
    }))
    const expected = (await expectedOrder(JANUARY_2027)).slice(0, 12).map((slug) => slug.replace(/^en/, ''))
    expect(cards.map((card) => card.href)).toEqual(expected)
    expect(cards.map((card) => card.badge)).toEqual([...Array<string>(6).fill('Upcoming'), ...Array<null>(6).fill(null)])
  })

  it('a session on now is marked "Live now", and the page changes again at its end', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(DURING_JULY_2026)
    await clearContentCache()
    const response = await exports.default.fetch(new Request('http://localhost/de/webinars'))
    expect(response.status).toBe(200)
    expect(response.headers.get('expires')).toBe(new Date('2026-07-16T09:45:00Z').toUTCString())
    const html = await response.text()
    expect(html.match(/class="card__badge card__badge--live">Jetzt live</g)).toHaveLength(1)
    expect(html.match(/class="card__badge card__badge--upcoming">Demnächst</g)).toHaveLength(6)
  })
})
