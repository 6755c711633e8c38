import type { RichTextDoc, RichTextNode } from '../content/storyblok'
import { headingLevel } from '../richtext/listHeadings'

const MAX_HEADING_LEVEL = 6

function demote(node: RichTextNode, by: number): RichTextNode {
  const content = node.content?.map((child) => demote(child, by))
  if (node.type !== 'heading') return content ? { ...node, content } : node
  return { ...node, attrs: { ...node.attrs, level: Math.min(MAX_HEADING_LEVEL, headingLevel(node) + by) }, ...(content ? { content } : {}) }
}

/** The document with every heading `by` levels deeper, for text shown below a heading of its own. */
export function demoteHeadings(doc: RichTextDoc | null, by: number): RichTextDoc | null {
  return doc && Array.isArray(doc.content) ? { ...doc, content: doc.content.map((node) => demote(node, by)) } : doc
}
