import type { RichTextDoc, RichTextNode } from '../content/storyblok'
import { escapeXml } from '../html/escapeXml'

/** The block and inline elements a JobPosting description may hold, by rich text node and mark. */
const BLOCKS: Record<string, string> = { paragraph: 'p', bullet_list: 'ul', ordered_list: 'ol', list_item: 'li', blockquote: 'blockquote' }
const MARKS: Record<string, string> = { bold: 'strong', strong: 'strong', italic: 'em', underline: 'u' }
const MAX_HEADING_LEVEL = 6

function inline(node: RichTextNode): string {
  const marks = (node.marks ?? []).map((mark) => MARKS[mark.type]).filter((tag): tag is string => Boolean(tag))
  return marks.reduce((html, tag) => `<${tag}>${html}</${tag}>`, escapeXml(node.text ?? ''))
}

function html(node: RichTextNode): string {
  if (node.type === 'text') return inline(node)
  if (node.type === 'hard_break') return '<br>'
  const children = (node.content ?? []).map(html).join('')
  if (node.type === 'heading') {
    const level = Math.min(MAX_HEADING_LEVEL, Math.max(1, Number(node.attrs?.level) || 2))
    return `<h${level}>${children}</h${level}>`
  }
  const tag = Object.hasOwn(BLOCKS, node.type) ? BLOCKS[node.type] : undefined
  return tag ? `<${tag}>${children}</${tag}>` : children
}

/**
 * A rich text document as the simple HTML that structured data takes (a JobPosting's
 * `description`): paragraphs, headings, lists, quotes, line breaks, bold and italic; other
 * nodes give their text, and every text is escaped.
 */
export function richTextHtml(doc: RichTextDoc | null): string {
  return (doc?.content ?? []).map((node) => html(node as RichTextNode)).join('')
}
