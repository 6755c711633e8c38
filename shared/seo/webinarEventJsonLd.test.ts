import { describe, expect, it } from 'vitest'
import type { Story } from '../content/storyblok'
import type { StorySummary } from './storySummary'
import { webinarEventJsonLd } from './webinarEventJsonLd'

const ORIGIN = 'https://freight.example'
const URL_OF_PAGE = `${ORIGIN}/webinars/ltl`
const IMAGE = 'https://a.storyblok.com/f/1/1200x630/abc/ltl.jpg'
const STARTS_AT = Date.parse('2026-12-30T15:00:00Z')
const ENDS = '2026-12-30T15:45:00.000Z'
const MINUTE = 60_000
const REGISTRATION = 'https://events.example.com/freight/ltl'

const summary: StorySummary = {
  title: 'LTL in 2027',
  description: 'Rates and capacity.',
  image: null,
  published: null,
  modified: null,
  author: null,
  schemaType: 'Event',
}

function story(fields: Record<string, unknown>): Story {
  const content = {
    _uid: 'w',
    component: 'webinar',
    title: 'LTL in 2027',
    date: '2026-12-30 15:00',
    duration: '45',
    registration_link: { linktype: 'url', url: REGISTRATION, cached_url: REGISTRATION },
    ...fields,
  }
  return { slug: 'ltl', full_slug: 'en/webinars/ltl', content } as unknown as Story
}

const jsonLd = (fields: Record<string, unknown>, now: number) =>
  webinarEventJsonLd({ story: story(fields), summary, url: URL_OF_PAGE, imageUrl: IMAGE, origin: ORIGIN, language: 'en', now })

describe('a webinar’s JSON-LD follows its state', () => {
  it('upcoming: an online Event, scheduled, whose location is where visitors register', () => {
    const [event, ...rest] = jsonLd({ video_url: 'https://videos.example.com/ltl.mp4' }, STARTS_AT - MINUTE)
    expect(rest).toEqual([])
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-30T15:00:00.000Z',
      endDate: ENDS,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: REGISTRATION },
    })
    expect(event).not.toHaveProperty('recordedIn')
  })

  it('upcoming without a registration link: the location is the webinar’s own page', () => {
    const [event] = jsonLd({ registration_link: null }, STARTS_AT - MINUTE)
    expect(event?.location).toEqual({ '@type': 'VirtualLocation', url: URL_OF_PAGE })
  })

  it('past with a recording file: the Event is recorded in a VideoObject with the file', () => {
    const [event, video] = jsonLd({ video_url: 'https://videos.example.com/ltl.mp4' }, STARTS_AT + 45 * MINUTE)
    expect(event).toMatchObject({ location: { '@type': 'VirtualLocation', url: URL_OF_PAGE }, recordedIn: { '@id': `${URL_OF_PAGE}#recording` } })
    expect(video).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      '@id': `${URL_OF_PAGE}#recording`,
      name: 'LTL in 2027',
      description: 'Rates and capacity.',
      thumbnailUrl: [IMAGE],
      uploadDate: ENDS,
      contentUrl: 'https://videos.example.com/ltl.mp4',
      inLanguage: 'en',
    })
  })

  it('past with a recording on a video host: its player address', () => {
    const [, video] = jsonLd({ video_url: 'https://www.youtube.com/watch?v=abcdef12345' }, STARTS_AT + 60 * MINUTE)
    expect(video).toMatchObject({ embedUrl: 'https://www.youtube.com/watch?v=abcdef12345' })
    expect(video).not.toHaveProperty('contentUrl')
  })

  it('past without a recording: the Event alone, at the webinar’s own page', () => {
    const nodes = jsonLd({ video_url: '' }, STARTS_AT + 60 * MINUTE)
    expect(nodes).toHaveLength(1)
    expect(nodes[0]).toMatchObject({ '@type': 'Event', endDate: ENDS, location: { '@type': 'VirtualLocation', url: URL_OF_PAGE } })
    expect(nodes[0]).not.toHaveProperty('recordedIn')
  })

  it('none without a start date', () => {
    expect(jsonLd({ date: '' }, STARTS_AT)).toEqual([])
  })
})
