import type { StoryRecord } from '../DemoData'
import { contentDate } from './contentDate'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'

const { doc, paragraph, heading, orderedList } = richText

/** `report` stories at `{lang}/reports/{slug}`: eight quarterly indexes and four whitepapers; every other one is gated. */
export function addReports({ lang, offsetHours, builder, copy }: LanguageContext): StoryRecord[] {
  const { reports } = copy
  return Array.from({ length: 12 }, (_, index) => {
    const title =
      index < 8 ? reports.indexTitle((index % 4) + 1, 2023 + Math.floor(index / 4)) : reports.whitepaperTitle(copy.topics[index + 5] ?? '')
    const gated = index % 2 === 0
    const date = contentDate(index, 12, offsetHours, '2023-04-20T08:00:00Z')
    const slug = slugify(title)
    return builder.story({
      fullSlug: `${lang}/reports/${slug}`,
      name: title,
      groupKey: `report:${index}`,
      publishedAt: date.iso,
      sortByDate: date.day,
      content: builder.blok('report', {
        title,
        teaser: reports.teaser,
        image: builder.asset(`report-cover-${index + 1}`, title),
        gated,
        file: builder.asset(slug, title, 'x', 'pdf'),
        body: doc(
          paragraph(reports.teaser),
          heading(2, reports.keyFindings),
          orderedList(...reports.findings.map((finding) => [finding])),
          ...(gated ? [paragraph(reports.gatedNote)] : []),
        ),
      }),
    })
  })
}
