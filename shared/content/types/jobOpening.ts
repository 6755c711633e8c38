import type { jobOpeningBlock } from '../schema/pageTypes'
import { readDate } from '../readers/fields/readDate'
import { readLink } from '../readers/fields/readLink'
import { readRichText } from '../readers/fields/readRichText'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import { EMPTY_TEASER, type Teaser } from '../readers/Teaser'
import type { Multilink, RichTextDoc, Story } from '../storyblok'
import { storyLink } from '../storyLink'
import type { ContentTypeDeclaration } from './contentType'
import { EMPLOYMENT_TYPES, type EmploymentType } from './employmentTypes'

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
  const content = storyContent<typeof jobOpeningBlock>(story)
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

function readJobOpeningTeaser(story: Story): Teaser {
  const job = readJobOpening(story)
  return { ...EMPTY_TEASER, title: job.title, body: job.body, link: storyLink(story) }
}

/** A job opening: no page of its own, a section of the open positions' page. */
export const jobOpeningType = {
  component: 'job_opening' satisfies (typeof jobOpeningBlock)['name'],
  readTeaser: readJobOpeningTeaser,
  schemaType: 'JobPosting',
} as const satisfies ContentTypeDeclaration
