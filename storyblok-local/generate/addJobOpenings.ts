import type { StoryRecord } from '../space/DemoData'
import { companyContact } from './companyContact'
import { contentDate } from './contentDate'
import { storyFolder } from './demoFolders'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'

/** The folder that takes `job_opening` stories (the sections' folders, storyFolders.ts). */
const FOLDER = storyFolder('job_opening')

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

/** The country of each of the language's `jobs.locations` (Berlin, Hamburg, Warsaw, Lyon, Vilnius, Madrid, Amsterdam). */
const LOCATION_COUNTRIES = ['DE', 'DE', 'PL', 'FR', 'LT', 'ES', 'NL']
/** The one opening whose application period is over: it shows that an expired opening leaves the site. */
const EXPIRED_OPENING = 13
/** Engineering (department 0) takes applications in its own form, operations (department 1) at its own address; the rest at the settings' address. */
const ENGINEERING = 0
const OPERATIONS = 1

function applyLink(builder: LanguageContext['builder'], department: number, slug: string) {
  if (department === ENGINEERING) return { apply_link: builder.urlLink(`https://jobs.example.com/freight-demo/${slug}`) }
  if (department === OPERATIONS) return { apply_link: builder.emailLink(companyContact.operationsJobsEmail) }
  return {}
}

/** `job_opening` stories at `{lang}/open-positions/{slug}`, valid until 2030 but one; `employment_type` uses schema.org values. */
export function addJobOpenings({ lang, offsetHours, builder, copy }: LanguageContext): StoryRecord[] {
  const { jobs } = copy
  if (jobs.titles.length !== OPENINGS.length) throw new Error(`${lang}: ${jobs.titles.length} job titles for ${OPENINGS.length} openings`)
  return OPENINGS.map((opening, index) => {
    const title = jobs.titles[index] as string
    const posted = contentDate(index, OPENINGS.length, offsetHours, '2025-04-01T07:00:00Z', '2025-06-01T07:00:00Z')
    const expired = contentDate(0, 1, 24 * 90, posted.iso, posted.iso)
    const validThrough = index === EXPIRED_OPENING ? expired : contentDate(index, OPENINGS.length, offsetHours, '2030-01-31T17:00:00Z', '2030-12-31T17:00:00Z')
    const slug = slugify(title)
    return builder.story({
      fullSlug: `${lang}/${FOLDER}/${slug}`,
      name: title,
      groupKey: `job:${index}`,
      publishedAt: posted.iso,
      content: builder.blok('job_opening', {
        title,
        location: jobs.locations[opening.location],
        country: LOCATION_COUNTRIES[opening.location],
        employment_type: opening.type,
        department: jobs.departments[opening.department],
        date_posted: posted.datetime,
        valid_through: validThrough.datetime,
        body: doc(
          heading(3, jobs.aboutRole),
          paragraph(jobs.aboutRoleText),
          heading(3, jobs.profile),
          bulletList(...jobs.profileItems.map((item) => [item])),
          heading(3, jobs.offer),
          bulletList(...jobs.offerItems.map((item) => [item])),
        ),
        ...applyLink(builder, opening.department, slug),
      }),
    })
  })
}
