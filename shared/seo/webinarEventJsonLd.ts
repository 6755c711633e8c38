import { readWebinar } from '../content/models/Webinar'
import type { Story } from '../content/storyblok'
import { SCHEMA_ORG, type JsonLd } from './JsonLd'
import { organizationId } from './organizationJsonLd'
import type { StorySummary } from './storySummary'

const MINUTE_MS = 60_000

interface WebinarEventInput {
  story: Story
  summary: StorySummary
  /** Absolute canonical URL. */
  url: string
  imageUrl: string | null
  origin: string
  language: string
}

/**
 * A webinar as an online Event: its date is the start, its video URL the virtual location. Null
 * when either is missing (an Event without them is no rich result; the page keeps its Article).
 */
export function webinarEventJsonLd({ story, summary, url, imageUrl, origin, language }: WebinarEventInput): JsonLd | null {
  const webinar = readWebinar(story)
  if (!webinar.date || !/^https?:\/\//i.test(webinar.videoUrl)) return null
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Event',
    name: summary.title,
    ...(summary.description ? { description: summary.description } : {}),
    startDate: webinar.date,
    endDate: new Date(Date.parse(webinar.date) + webinar.minutes * MINUTE_MS).toISOString(),
    eventAttendanceMode: `${SCHEMA_ORG}/OnlineEventAttendanceMode`,
    eventStatus: `${SCHEMA_ORG}/EventScheduled`,
    location: { '@type': 'VirtualLocation', url: webinar.videoUrl },
    ...(imageUrl ? { image: [imageUrl] } : {}),
    organizer: { '@id': organizationId(origin) },
    url,
    inLanguage: language,
  }
}
