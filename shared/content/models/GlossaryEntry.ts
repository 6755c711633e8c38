import type { RichTextDoc, Story } from '../storyblok'
import { readRichText } from './fields/readRichText'
import { readText } from './fields/readText'
import { storyContent } from './storyContent'

/** `glossary_entry` (`{lang}/glossary/<slug>`). */
export interface GlossaryEntry {
  /** Required; the story name when empty. */
  term: string
  definition: RichTextDoc | null
}

export function readGlossaryEntry(story: Story): GlossaryEntry {
  const content = storyContent(story)
  return { term: readText(content.term) || story.name, definition: readRichText(content.definition) }
}
