import { readGlossaryEntry } from '../content/types/glossaryEntry'
import { ArticleLayout } from './ArticleLayout'
import type { StoryPageData } from '../pages/PageData'
import { sectionName } from '../sections/sectionName'
import { fieldBloks } from '../bloks/fieldBloks'

/** The bloks the text takes. */
const GLOSSARY_DEFINITION = fieldBloks('glossary_entry', 'definition')

/** `/glossary/{slug}`: a term and its definition. */
export function GlossaryEntryTemplate({ data, language }: { data: StoryPageData; language: string }) {
  const entry = readGlossaryEntry(data.story)
  return (
    <ArticleLayout
      data={data}
      language={language}
      title={entry.term}
      overline={data.section && sectionName(data.section, language)}
      body={{ doc: entry.definition, bloks: GLOSSARY_DEFINITION }}
    />
  )
}
