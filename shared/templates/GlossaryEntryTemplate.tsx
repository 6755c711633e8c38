import { readGlossaryEntry } from '../content/readers/GlossaryEntry'
import { ArticleLayout } from './ArticleLayout'
import type { StoryPageData } from '../pages/PageData'
import { sectionName } from '../sections/sectionName'

/** `/glossary/{slug}`: a term and its definition. */
export function GlossaryEntryTemplate({ data, language }: { data: StoryPageData; language: string }) {
  const entry = readGlossaryEntry(data.story)
  return (
    <ArticleLayout data={data} language={language} title={entry.term} overline={data.section && sectionName(data.section, language)} body={entry.definition} />
  )
}
