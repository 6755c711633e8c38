import type { StoryRecord } from '../DemoData'
import { contentDate } from './contentDate'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'

const { doc, paragraph, heading, bulletList } = richText

/** `job_opening` stories at `{lang}/open-positions/{slug}`; `employment_type` uses schema.org values. */
export function addJobOpenings({ lang, offsetHours, builder, copy }: LanguageContext): StoryRecord[] {
  const { jobs } = copy
  return jobs.titles.map((title, index) => {
    const posted = contentDate(index, jobs.titles.length, offsetHours, '2025-04-01T07:00:00Z', '2025-06-01T07:00:00Z')
    const validThrough = contentDate(0, 1, 24 * 90, posted.iso, posted.iso)
    return builder.story({
      fullSlug: `${lang}/open-positions/${slugify(title)}`,
      name: title,
      groupKey: `job:${index}`,
      publishedAt: posted.iso,
      content: builder.blok('job_opening', {
        title,
        location: jobs.locations[index],
        employment_type: index === 3 ? 'PART_TIME' : 'FULL_TIME',
        department: jobs.departments[index],
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
