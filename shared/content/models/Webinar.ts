import type { RichTextDoc, Story } from '../storyblok'
import { readDate } from './fields/readDate'
import { readRichText } from './fields/readRichText'
import { readText } from './fields/readText'
import { storyContent } from './storyContent'
import { storyLink } from '../storyLink'
import { EMPTY_TEASER, type Teaser } from './Teaser'

/** A webinar whose editor left its duration empty lasts an hour (docs/architecture.md, "Pages"). */
const DEFAULT_WEBINAR_MINUTES = 60

/** `webinar` (`{lang}/webinars/<slug>`). */
export interface Webinar {
  /** Required; the story name when empty. */
  title: string
  teaser: string
  /** When the webinar takes (or took) place. */
  date: string | null
  /** How long it lasts, in minutes. */
  minutes: number
  /** The recording or stream: a YouTube or Vimeo link, or a video file. */
  videoUrl: string
  body: RichTextDoc | null
}

/** A number field (Storyblok stores numbers as strings): a positive number of minutes, else the default. */
function readMinutes(value: unknown): number {
  const minutes = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_WEBINAR_MINUTES
}

export function readWebinar(story: Story): Webinar {
  const content = storyContent<'webinar'>(story)
  return {
    title: readText(content.title) || story.name,
    teaser: readText(content.teaser),
    date: readDate(content.date),
    minutes: readMinutes(content.duration),
    videoUrl: readText(content.video_url),
    body: readRichText(content.body),
  }
}

export function readWebinarTeaser(story: Story): Teaser {
  const webinar = readWebinar(story)
  return { ...EMPTY_TEASER, title: webinar.title, text: webinar.teaser, body: webinar.body, eventDate: webinar.date, link: storyLink(story) }
}
