import type { StoryRecord } from '../space/DemoData'
import { contentDate } from './contentDate'
import { storyFolder } from './demoFolders'
import type { GlossaryEntryCopy } from './copy/FullLanguageCopy'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { slugify } from './slugify'

/** The folder that takes `glossary_entry` stories (the sections' folders, storyFolders.ts). */
const FOLDER = storyFolder('glossary_entry')

const { doc, paragraph, heading, bulletList, text, mark } = richText

/** An entry's page: its definition and more paragraphs, an example, and its related terms as links to their entries (under the small headings an editor picks, h3, which the page's outline places as h2). */
function definitionDoc(entry: GlossaryEntryCopy, entries: StoryRecord[], headings: LanguageContext['copy']['glossaryHeadings']) {
  const related = entry.related.flatMap((index) => {
    const story = entries[index]
    return story ? [[text(story.name, mark.storyLink(story))]] : []
  })
  return doc(
    paragraph(entry.definition),
    ...entry.more.map((more) => paragraph(more)),
    heading(3, headings.example),
    paragraph(entry.example),
    ...(related.length > 0 ? [heading(3, headings.related), bulletList(...related)] : []),
  )
}

/** `glossary_entry` stories at `{lang}/glossary/{slug}`: each a page of its own, linking the related entries. */
export function addGlossary({ lang, offsetHours, builder, copy }: LanguageContext): StoryRecord[] {
  const entries = copy.glossary.map(({ term }, index) =>
    builder.story({
      fullSlug: `${lang}/${FOLDER}/${slugify(term)}`,
      name: term,
      groupKey: `glossary:${index}`,
      publishedAt: contentDate(index, copy.glossary.length, offsetHours, '2023-02-01T10:00:00Z').iso,
      content: builder.blok('glossary_entry', { term, definition: doc() }),
    }),
  )
  // The related entries link each other, so every story exists before a definition is written.
  copy.glossary.forEach((entry, index) => {
    const story = entries[index]
    if (story) story.content.definition = definitionDoc(entry, entries, copy.glossaryHeadings)
  })
  return entries
}
