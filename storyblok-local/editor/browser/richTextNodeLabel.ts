/** Where a rich text node sits: its type and its place among its siblings of the same kind (1-based), from the outermost node in. */
export type NodeTrail = { type: string; place: number }[]

/** What an editor calls a rich text node. */
const NODE_WORDS: Readonly<Record<string, string>> = {
  paragraph: 'paragraph',
  heading: 'heading',
  code_block: 'code',
  bullet_list: 'list',
  ordered_list: 'list',
  list_item: 'item',
  blockquote: 'quote',
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'cell',
}

/** The word for a node's kind: siblings are counted by it, so a bullet list and a numbered list are "list 1" and "list 2". */
export function nodeWord(type: string): string {
  return NODE_WORDS[type] ?? type.replaceAll('_', ' ')
}

/**
 * A rich text node's place in words, as an editor finds it in the text: "paragraph 2",
 * "heading 1", "list 1, item 3" (an item's or a cell's first paragraph is the item itself).
 */
export function richTextNodeLabel(trail: NodeTrail): string {
  return trail
    .filter(({ type, place }, index) => !(index > 0 && index === trail.length - 1 && type === 'paragraph' && place === 1))
    .map(({ type, place }) => `${nodeWord(type)} ${place}`)
    .join(', ')
}
