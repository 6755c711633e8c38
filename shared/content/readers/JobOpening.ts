import type { Multilink, RichTextDoc, Story } from '../storyblok'
import { readDate } from './fields/readDate'
import { readLink } from './fields/readLink'
import { readRichText } from './fields/readRichText'
import { readText } from './fields/readText'
import { storyContent } from './storyContent'
import { storyLink } from '../storyLink'
import { EMPTY_TEASER, type Teaser } from './Teaser'

/** schema.org employment types the content uses. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME'] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]

/** `job_opening` (`{lang}/open-positions/<slug>`): shown on the open-positions page, each at its own anchor. */
export interface JobOpening {
  /** Required; the story name when empty. */
  title: string
  location: string
  /** ISO 3166 country code of the workplace (`DE`); empty when the field holds none. */
  country: string
  /** Null when the field holds another value. */
  employmentType: EmploymentType | null
  department: string
  datePosted: string | null
  validThrough: string | null
  /**
   * `valid_through` holds something that is no date (`2024-02-31`, `end of June`): Storyblok's
   * date filter cannot compare it, so the list's query leaves the opening out (jobOpeningsLoader).
   */
  validThroughMalformed: boolean
  body: RichTextDoc | null
  /** Where to apply for this job; null: the settings' address for applications (jobApplication). */
  applyLink: Multilink | null
}

/**
 * Whether an opening still takes applications at `now`: until its `valid_through`, or for good
 * without one. One with a malformed `valid_through` is not: the list's query leaves it out, so
 * visitors never see it, and its address must not lead to it.
 */
export function isOpen(opening: Pick<JobOpening, 'validThrough' | 'validThroughMalformed'>, now: number): boolean {
  if (opening.validThroughMalformed) return false
  return opening.validThrough === null || Date.parse(opening.validThrough) > now
}

function readEmploymentType(value: unknown): EmploymentType | null {
  return EMPLOYMENT_TYPES.find((type) => type === value) ?? null
}

export function readJobOpening(story: Story): JobOpening {
  const content = storyContent<'job_opening'>(story)
  return {
    title: readText(content.title) || story.name,
    location: readText(content.location),
    country: /^[A-Za-z]{2}$/.test(readText(content.country)) ? readText(content.country).toUpperCase() : '',
    employmentType: readEmploymentType(content.employment_type),
    department: readText(content.department),
    datePosted: readDate(content.date_posted),
    validThrough: readDate(content.valid_through),
    validThroughMalformed: readDate(content.valid_through) === null && readText(content.valid_through) !== '',
    body: readRichText(content.body),
    applyLink: readLink(content.apply_link),
  }
}

export function readJobOpeningTeaser(story: Story): Teaser {
  const job = readJobOpening(story)
  return { ...EMPTY_TEASER, title: job.title, body: job.body, link: storyLink(story) }
}
