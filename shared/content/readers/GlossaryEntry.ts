import type { RichTextDoc, Story } from '../storyblok'
import { readRichText } from './fields/readRichText'
import { readText } from './fields/readText'
import { storyContent } from './storyContent'
import { richTextExcerpt } from '../richTextExcerpt'
import { storyLink } from '../storyLink'
import { EMPTY_TEASER, type Teaser } from './Teaser'

/** `glossary_entry` (`{lang}/glossary/<slug>`). */
export interface GlossaryEntry {
  /** Required; the story name when empty. */
  term: string
  definition: RichTextDoc | null
}

export function readGlossaryEntry(story: Story): GlossaryEntry {
  const content = storyContent<'glossary_entry'>(story)
  return { term: readText(content.term) || story.name, definition: readRichText(content.definition) }
}

/** How much of a definition stands for the entry on cards and in search results. */
const DEFINITION_EXCERPT_LENGTH = 160

export function readGlossaryEntryTeaser(story: Story): Teaser {
  const entry = readGlossaryEntry(story)
  return {
    ...EMPTY_TEASER,
    title: entry.term,
    text: richTextExcerpt(entry.definition, DEFINITION_EXCERPT_LENGTH),
    body: entry.definition,
    link: storyLink(story),
  }
}
