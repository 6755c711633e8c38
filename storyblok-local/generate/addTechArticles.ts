import type { StoryRecord } from '../space/DemoData'
import { contentDate } from './contentDate'
import { storyFolder } from './demoFolders'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'
import { DATASOURCE_ENTRIES } from '../../shared/content/schema/datasources'

/** The folder that takes `tech_article` stories (the sections' folders, storyFolders.ts). */
const FOLDER = storyFolder('tech_article')

const { doc, paragraph, heading, codeBlock, bulletList } = richText
const categories = (DATASOURCE_ENTRIES['tech-categories'] ?? []).map((entry) => entry.value)
const snippet = `const match = await matchingEngine.findCarriers({
  lane: { from: 'DE-10115', to: 'PL-00-001' },
  loadingDate: '2025-06-02',
  maxResults: 20,
});`

/** `tech_article` stories at `{lang}/tech/{slug}`; `category` is a value of datasource `tech-categories`. */
export function addTechArticles({ lang, offsetHours, builder, copy }: LanguageContext): StoryRecord[] {
  const { tech } = copy
  return tech.titles.map((title, index) => {
    const date = contentDate(index, tech.titles.length, offsetHours, '2023-06-05T09:00:00Z')
    return builder.story({
      fullSlug: `${lang}/${FOLDER}/${slugify(title)}`,
      name: title,
      groupKey: `tech:${index}`,
      publishedAt: date.iso,
      sortByDate: date.day,
      content: builder.blok('tech_article', {
        title,
        teaser: tech.teaser,
        category: categories[index % categories.length],
        date: date.datetime,
        body: doc(
          heading(2, tech.background),
          paragraph(copy.blog.paragraphs[index % 6] ?? ''),
          heading(2, tech.howWeDidIt),
          paragraph(tech.text),
          codeBlock('typescript', snippet),
          heading(2, tech.lessonsLearned),
          bulletList(...copy.blog.tips.map((tip) => [tip])),
        ),
      }),
    })
  })
}
