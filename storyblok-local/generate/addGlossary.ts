import type { StoryRecord } from '../DemoData'
import { contentDate } from './contentDate'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'

/** `glossary_entry` stories at `{lang}/glossary/{slug}`. */
export function addGlossary({ lang, offsetHours, builder, copy }: LanguageContext): StoryRecord[] {
  return copy.glossary.map(({ term, definition }, index) =>
    builder.story({
      fullSlug: `${lang}/glossary/${slugify(term)}`,
      name: term,
      groupKey: `glossary:${index}`,
      publishedAt: contentDate(index, copy.glossary.length, offsetHours, '2023-02-01T10:00:00Z').iso,
      content: builder.blok('glossary_entry', { term, definition: richText.doc(richText.paragraph(definition)) }),
    }),
  )
}
