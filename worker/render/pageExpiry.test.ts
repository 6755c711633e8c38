import { describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import type { ListPageData, PageData } from '../../shared/pages/PageData'
import { pageExpiry } from './pageExpiry'
import { PAGE_TYPE, sectionById } from '../../shared/sections/sections'

const NOW = Date.parse('2026-11-25T12:00:00Z')
const NEW_YEAR = Date.parse('2027-01-01T00:00:00Z')

const story = (component: string, content: Record<string, unknown>) =>
  ({ slug: 'x', full_slug: `en/x`, content: { _uid: 'x', component, ...content } }) as unknown as Story
const webinar = (date: string): PageData => ({ kind: 'webinar', story: story('webinar', { date, duration: '45' }), type: PAGE_TYPE, now: NOW })
const openings = (...validThrough: string[]): ListPageData => ({
  kind: 'jobOpenings',
  section: sectionById('open-positions'),
  story: null,
  items: validThrough.map((until) => story('job_opening', { valid_through: until })),
  now: NOW,
  page: 1,
  lastPage: 1,
  total: validThrough.length,
  firstHref: '/open-positions',
  previousHref: null,
  nextHref: null,
  tabs: [],
  tab: null,
})

describe('when a cached page changes by itself', () => {
  it('an upcoming webinar: at its end', () => {
    expect(pageExpiry(webinar('2026-11-30 15:00'), NOW)).toBe(Date.parse('2026-11-30T15:45:00Z'))
  })

  it('a webinar that has ended, or a page without anything timed: at the new year, for the footer’s year', () => {
    expect(pageExpiry(webinar('2026-11-01 15:00'), NOW)).toBe(NEW_YEAR)
    expect(pageExpiry({ kind: 'page', story: story('page', {}), type: PAGE_TYPE, now: NOW }, NOW)).toBe(NEW_YEAR)
    expect(pageExpiry(webinar('2027-03-01 15:00'), NOW)).toBe(NEW_YEAR)
  })

  it('the open positions: when the first opening stops taking applications', () => {
    expect(pageExpiry(openings('2030-01-31 17:00', '2026-12-05 17:00', ''), NOW)).toBe(Date.parse('2026-12-05T17:00:00Z'))
    expect(pageExpiry(openings('2030-01-31 17:00'), NOW)).toBe(NEW_YEAR)
  })
})
