import { isVideoFile } from '../content/isVideoFile'
import { readWebinar, webinarEnd, webinarState, type Webinar } from '../content/types/webinar'
import type { Story } from '../content/storyblok'
import { resolveLink } from '../links/resolveLink'
import { SCHEMA_ORG, type JsonLd } from './JsonLd'
import { organizationId } from './organizationJsonLd'
import type { StorySummary } from './storySummary'

interface WebinarEventInput {
  story: Story
  summary: StorySummary
  /** Absolute canonical URL. */
  url: string
  imageUrl: string | null
  origin: string
  language: string
  /** The request's time (ms): the webinar's state. */
  now: number
}

/** Where an upcoming webinar is joined: its registration page (absolute), else the webinar's own page. */
function registrationUrl(webinar: Webinar, url: string, origin: string): string {
  const link = resolveLink(webinar.registrationLink)
  return link && (link.kind === 'internal' || link.kind === 'external') ? new URL(link.href, origin).href : url
}

/** The recording of a past webinar (Google's VideoObject: name, thumbnail, upload date, the file or the player); null without one or without an image. */
function recordingJsonLd(webinar: Webinar, { summary, url, imageUrl, language }: WebinarEventInput, ended: string): JsonLd | null {
  if (!/^https:\/\//i.test(webinar.videoUrl) || !imageUrl) return null
  return {
    '@context': SCHEMA_ORG,
    '@type': 'VideoObject',
    '@id': `${url}#recording`,
    name: summary.title,
    description: summary.description || summary.title,
    thumbnailUrl: [imageUrl],
    uploadDate: ended,
    ...(isVideoFile(webinar.videoUrl) ? { contentUrl: webinar.videoUrl } : { embedUrl: webinar.videoUrl }),
    inLanguage: language,
  }
}

/**
 * A webinar as an online Event, following its state at the request's time. Upcoming: its
 * location is where visitors register. Past: its location is its page, and with a recording the
 * Event is `recordedIn` a VideoObject, a node of its own. The status stays EventScheduled: it
 * took place as planned, and schema.org has no status for an event that is over. Empty without a
 * start date (an Event without one is no rich result; the page keeps its Article).
 */
export function webinarEventJsonLd(input: WebinarEventInput): JsonLd[] {
  const { story, summary, url, imageUrl, origin, language, now } = input
  const webinar = readWebinar(story)
  const end = webinarEnd(webinar)
  if (!webinar.date || !end) return []
  const past = webinarState(webinar, now) === 'past'
  const recording = past ? recordingJsonLd(webinar, input, end) : null
  const event: JsonLd = {
    '@context': SCHEMA_ORG,
    '@type': 'Event',
    name: summary.title,
    ...(summary.description ? { description: summary.description } : {}),
    startDate: webinar.date,
    endDate: end,
    eventAttendanceMode: `${SCHEMA_ORG}/OnlineEventAttendanceMode`,
    eventStatus: `${SCHEMA_ORG}/EventScheduled`,
    location: { '@type': 'VirtualLocation', url: past ? url : registrationUrl(webinar, url, origin) },
    ...(imageUrl ? { image: [imageUrl] } : {}),
    organizer: { '@id': organizationId(origin) },
    ...(recording ? { recordedIn: { '@id': recording['@id'] } } : {}),
    url,
    inLanguage: language,
  }
  return recording ? [event, recording] : [event]
}
