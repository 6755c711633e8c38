import { nodeText } from '../content/nodeText'
import { oncePerObject } from '../content/oncePerObject'
import type { RichTextDoc, RichTextNode } from '../content/storyblok'
import { slugify } from '../text/slugify'

export interface RichTextHeading {
  /** The heading's id: the slug of its text, made unique within the document. */
  id: string
  text: string
  level: number
}

const FALLBACK_SLUG = 'section'
const MAX_HEADING_LEVEL = 6

export function headingLevel(node: RichTextNode): number {
  const level = Number(node.attrs?.level)
  return Number.isInteger(level) ? Math.min(MAX_HEADING_LEVEL, Math.max(1, level)) : 2
}

/** Every heading of the document, in document order, keyed by its node; the renderer and listHeadings share it. */
export function headingMap(doc: RichTextDoc | null | undefined): Map<RichTextNode, RichTextHeading> {
  return doc ? findHeadings(doc) : new Map()
}

/** Found once per document: published content is shared, unchanged, by every request of its content version. */
const findHeadings = oncePerObject((doc: RichTextDoc): Map<RichTextNode, RichTextHeading> => {
  const headings = new Map<RichTextNode, RichTextHeading>()
  const used = new Set<string>()
  const visit = (node: RichTextNode) => {
    if (node.type === 'heading') {
      const text = nodeText(node).trim()
      const slug = slugify(text) || FALLBACK_SLUG
      let id = slug
      for (let count = 2; used.has(id); count++) id = `${slug}-${count}`
      used.add(id)
      headings.set(node, { id, text, level: headingLevel(node) })
    }
    node.content?.forEach(visit)
  }
  if (Array.isArray(doc.content)) doc.content.forEach(visit)
  return headings
})

/** The headings of a rich text document with their ids, for a table of contents. */
export function listHeadings(doc: RichTextDoc | null | undefined): RichTextHeading[] {
  return [...headingMap(doc).values()]
}
