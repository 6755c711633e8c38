import type { glossaryEntryBlock } from '../schema/pageTypes'
import { readRichText } from '../readers/fields/readRichText'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import { EMPTY_TEASER, type Teaser } from '../readers/Teaser'
import { richTextExcerpt } from '../richTextExcerpt'
import type { RichTextDoc, Story } from '../storyblok'
import { storyLink } from '../storyLink'
import type { ContentTypeDeclaration } from './contentType'

/** `glossary_entry` (`{lang}/glossary/<slug>`). */
export interface GlossaryEntry {
  /** Required; the story name when empty. */
  term: string
  definition: RichTextDoc | null
}

export function readGlossaryEntry(story: Story): GlossaryEntry {
  const content = storyContent<typeof glossaryEntryBlock>(story)
  return { term: readText(content.term) || story.name, definition: readRichText(content.definition) }
}

/** How much of a definition stands for the entry on cards and in search results. */
const DEFINITION_EXCERPT_LENGTH = 160

function readGlossaryEntryTeaser(story: Story): Teaser {
  const entry = readGlossaryEntry(story)
  return {
    ...EMPTY_TEASER,
    title: entry.term,
    text: richTextExcerpt(entry.definition, DEFINITION_EXCERPT_LENGTH),
    body: entry.definition,
    link: storyLink(story),
  }
}

/** A term of the glossary and its definition. */
export const glossaryEntryType = {
  component: 'glossary_entry' satisfies (typeof glossaryEntryBlock)['name'],
  pageKind: 'glossaryEntry',
  readTeaser: readGlossaryEntryTeaser,
  schemaType: 'Article',
} as const satisfies ContentTypeDeclaration
