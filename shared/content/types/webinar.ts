import type { webinarBlock } from '../schema/pageTypes'
import { readAsset, type AssetFile } from '../readers/fields/readAsset'
import { readDate } from '../readers/fields/readDate'
import { readLink } from '../readers/fields/readLink'
import { readRichText } from '../readers/fields/readRichText'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import { EMPTY_TEASER, type Teaser } from '../readers/Teaser'
import type { Multilink, RichTextDoc, Story } from '../storyblok'
import { storyLink } from '../storyLink'
import type { ContentTypeDeclaration } from './contentType'

/** A webinar whose editor left its duration empty lasts an hour (docs/decisions/seo-head-and-feeds.md). */
const DEFAULT_WEBINAR_MINUTES = 60
const MINUTE_MS = 60_000

/** `webinar` (`{lang}/webinars/<slug>`). */
export interface Webinar {
  /** Required; the story name when empty. */
  title: string
  teaser: string
  /** Its cover: the card's image, and the poster of its recording. */
  image: AssetFile | null
  /** When the webinar starts (ISO, UTC). */
  date: string | null
  /** How long it lasts, in minutes. */
  minutes: number
  /** Where visitors sign up while it is upcoming. */
  registrationLink: Multilink | null
  /** The recording, shown once it has ended: a YouTube or Vimeo link, or a video file. */
  videoUrl: string
  body: RichTextDoc | null
}

/**
 * Upcoming until it has ended (registration open), past from then on (its recording, or the
 * promise of one). Without a date, a webinar with a recording is past and one without is upcoming.
 */
export type WebinarState = 'upcoming' | 'past'

/** A number field (Storyblok stores numbers as strings): a positive number of minutes, else the default. */
function readMinutes(value: unknown): number {
  const minutes = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_WEBINAR_MINUTES
}

export function readWebinar(story: Story): Webinar {
  const content = storyContent<typeof webinarBlock>(story)
  return {
    title: readText(content.title) || story.name,
    teaser: readText(content.teaser),
    image: readAsset(content.image),
    date: readDate(content.date),
    minutes: readMinutes(content.duration),
    registrationLink: readLink(content.registration_link),
    videoUrl: readText(content.video_url),
    body: readRichText(content.body),
  }
}

/** When the webinar ends (ISO): its start plus its duration; null without a start. */
export function webinarEnd(webinar: Pick<Webinar, 'date' | 'minutes'>): string | null {
  return webinar.date ? new Date(Date.parse(webinar.date) + webinar.minutes * MINUTE_MS).toISOString() : null
}

/** The webinar's state at `now` (ms): the request's time on the server. */
export function webinarState(webinar: Pick<Webinar, 'date' | 'minutes' | 'videoUrl'>, now: number): WebinarState {
  const end = webinarEnd(webinar)
  if (end === null) return webinar.videoUrl ? 'past' : 'upcoming'
  return Date.parse(end) > now ? 'upcoming' : 'past'
}

/** Whether the webinar is on at `now` (ms): it has started and not yet ended. */
export function webinarLive(webinar: Pick<Webinar, 'date' | 'minutes'>, now: number): boolean {
  const end = webinarEnd(webinar)
  return webinar.date !== null && end !== null && Date.parse(webinar.date) <= now && now < Date.parse(end)
}

function readWebinarTeaser(story: Story): Teaser {
  const webinar = readWebinar(story)
  return {
    ...EMPTY_TEASER,
    title: webinar.title,
    text: webinar.teaser,
    body: webinar.body,
    image: webinar.image,
    eventDate: webinar.date,
    eventEnd: webinarEnd(webinar),
    link: storyLink(story),
  }
}

/** A webinar: upcoming with its registration, past with its recording. */
export const webinarType = {
  component: 'webinar' satisfies (typeof webinarBlock)['name'],
  pageKind: 'webinar',
  readTeaser: readWebinarTeaser,
  schemaType: 'Article',
  neighbours: 'webinar',
} as const satisfies ContentTypeDeclaration
