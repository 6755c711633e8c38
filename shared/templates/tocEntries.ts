import type { RichTextHeading } from '../richtext/listHeadings'

/** Headings deeper than this stay out of the table of contents. */
const MAX_LEVEL = 3
/** A table of contents with fewer entries does not help. */
const MIN_ENTRIES = 2

/** The headings a table of contents lists; empty when the text is too short to need one. */
export function tocEntries(headings: RichTextHeading[]): RichTextHeading[] {
  const entries = headings.filter((heading) => heading.level <= MAX_LEVEL && heading.text)
  return entries.length < MIN_ENTRIES ? [] : entries
}
