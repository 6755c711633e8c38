import type { StoryRecord } from '../DemoData'
import { contentDate } from './contentDate'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'

const { doc, paragraph, heading, bulletList } = richText

/**
 * Each opening's department and location (indexes into the language's `jobs.departments` and
 * `jobs.locations`) and schema.org employment type, the same in every language so that
 * translations describe the same job. Department 6 is the one name over 100 characters.
 */
const OPENINGS = [
  { department: 0, location: 0, type: 'FULL_TIME' },
  { department: 1, location: 1, type: 'FULL_TIME' },
  { department: 2, location: 2, type: 'FULL_TIME' },
  { department: 3, location: 3, type: 'PART_TIME' },
  { department: 4, location: 4, type: 'FULL_TIME' },
  { department: 5, location: 5, type: 'FULL_TIME' },
  { department: 0, location: 2, type: 'FULL_TIME' },
  { department: 0, location: 4, type: 'FULL_TIME' },
  { department: 1, location: 0, type: 'PART_TIME' },
  { department: 2, location: 5, type: 'FULL_TIME' },
  { department: 2, location: 6, type: 'PART_TIME' },
  { department: 3, location: 0, type: 'PART_TIME' },
  { department: 4, location: 0, type: 'FULL_TIME' },
  { department: 1, location: 1, type: 'PART_TIME' },
  { department: 6, location: 6, type: 'FULL_TIME' },
] as const

/** `job_opening` stories at `{lang}/open-positions/{slug}`; `employment_type` uses schema.org values. */
export function addJobOpenings({ lang, offsetHours, builder, copy }: LanguageContext): StoryRecord[] {
  const { jobs } = copy
  if (jobs.titles.length !== OPENINGS.length) throw new Error(`${lang}: ${jobs.titles.length} job titles for ${OPENINGS.length} openings`)
  return OPENINGS.map((opening, index) => {
    const title = jobs.titles[index] as string
    const posted = contentDate(index, OPENINGS.length, offsetHours, '2025-04-01T07:00:00Z', '2025-06-01T07:00:00Z')
    const validThrough = contentDate(0, 1, 24 * 90, posted.iso, posted.iso)
    return builder.story({
      fullSlug: `${lang}/open-positions/${slugify(title)}`,
      name: title,
      groupKey: `job:${index}`,
      publishedAt: posted.iso,
      content: builder.blok('job_opening', {
        title,
        location: jobs.locations[opening.location],
        employment_type: opening.type,
        department: jobs.departments[opening.department],
        date_posted: posted.datetime,
        valid_through: validThrough.datetime,
        body: doc(
          heading(2, jobs.aboutRole),
          paragraph(jobs.aboutRoleText),
          heading(2, jobs.profile),
          bulletList(...jobs.profileItems.map((item) => [item])),
          heading(2, jobs.offer),
          bulletList(...jobs.offerItems.map((item) => [item])),
        ),
      }),
    })
  })
}
