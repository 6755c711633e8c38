import type { RichTextDoc } from '../../storyblok'

/** A rich text field, or null unless it is a document with a content array. */
export function readRichText(value: unknown): RichTextDoc | null {
  if (typeof value !== 'object' || value === null) return null
  const doc = value as { type?: unknown; content?: unknown }
  return doc.type === 'doc' && Array.isArray(doc.content) ? (value as RichTextDoc) : null
}
