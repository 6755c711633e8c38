import type { RichTextNode } from './storyblok'

/** The plain text of a rich text node: its text nodes joined, hard breaks as spaces. */
export function nodeText(node: RichTextNode): string {
  if (node.type === 'text') return node.text ?? ''
  if (node.type === 'hard_break') return ' '
  return (node.content ?? []).map(nodeText).join('')
}
