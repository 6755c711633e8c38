import { nodeText } from './nodeText'
import type { RichTextDoc } from './storyblok'

/** The opening words of a rich text document as plain text, cut at a word boundary within `maxLength`. */
export function richTextExcerpt(doc: RichTextDoc | null, maxLength: number): string {
  const text = (doc?.content ?? []).map(nodeText).join(' ').replace(/\s+/g, ' ').trim()
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}
