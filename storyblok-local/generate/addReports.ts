import type { StoryRecord } from '../space/DemoData'
import { contentDate } from './contentDate'
import { storyFolder } from './demoFolders'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'

const { doc, paragraph, heading, orderedList } = richText

/** The folder that takes `report` stories (the sections' folders, storyFolders.ts). */
const FOLDER = storyFolder('report')

/** Phone countries per gated report: the third allows only DACH numbers, the fifth ignores two countries. */
const PHONE_RULES: Record<number, { phone_allowed_countries?: string; phone_ignored_countries?: string }> = {
  2: { phone_allowed_countries: 'DE, AT, CH' },
  4: { phone_ignored_countries: 'RU, BY' },
}

/**
 * `report` stories at `{lang}/reports/{slug}`: eight quarterly indexes and four whitepapers;
 * every other one is gated, and a gated report's PDF is a private asset (read through
 * `cdn/assets/me` with the asset token only).
 */
export function addReports({ lang, offsetHours, builder, copy }: LanguageContext): StoryRecord[] {
  const { reports } = copy
  if (lang === 'en') addDraftOnlyReport(builder, reports.teaser)
  return Array.from({ length: 12 }, (_, index) => {
    const title = index < 8 ? reports.indexTitle((index % 4) + 1, 2023 + Math.floor(index / 4)) : reports.whitepaperTitle(copy.topics[index + 5] ?? '')
    const gated = index % 2 === 0
    const date = contentDate(index, 12, offsetHours, '2023-04-20T08:00:00Z')
    const slug = slugify(title)
    return builder.story({
      fullSlug: `${lang}/${FOLDER}/${slug}`,
      name: title,
      groupKey: `report:${index}`,
      publishedAt: date.iso,
      sortByDate: date.day,
      content: builder.blok('report', {
        title,
        teaser: reports.teaser,
        image: builder.asset(`report-cover-${index + 1}`, title),
        gated,
        file: { ...builder.asset(slug, title, 'x', 'pdf'), is_private: gated },
        phone_allowed_countries: PHONE_RULES[index]?.phone_allowed_countries ?? '',
        phone_ignored_countries: PHONE_RULES[index]?.phone_ignored_countries ?? '',
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

/** `en/reports/freight-outlook-2027`: a gated report that exists only as a draft (never downloadable by visitors). */
function addDraftOnlyReport(builder: LanguageContext['builder'], teaser: string): void {
  const title = 'Freight Outlook 2027'
  builder.story({
    fullSlug: 'en/reports/freight-outlook-2027',
    name: title,
    groupKey: 'report:draft-outlook',
    publishedAt: null,
    content: builder.blok('report', {
      title,
      teaser,
      image: builder.asset('report-cover-outlook', title),
      gated: true,
      file: { ...builder.asset('freight-outlook-2027', title, 'x', 'pdf'), is_private: true },
      phone_allowed_countries: '',
      phone_ignored_countries: '',
      body: doc(paragraph(teaser)),
    }),
  })
}
