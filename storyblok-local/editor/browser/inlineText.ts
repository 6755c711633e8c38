type Json = Record<string, unknown>

/** An inline node, and where the text the field shows of it starts and ends in the field's value. */
interface Piece {
  node: Json
  start: number
  end: number
}

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)
const isText = (node: Json): boolean => node.type === 'text' && typeof node.text === 'string'
const marksOf = (node: Json | undefined): unknown[] => (node && Array.isArray(node.marks) ? node.marks : [])
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)
const isLink = (mark: unknown): boolean => isObject(mark) && mark.type === 'link'

/** The object replacement character: what the field shows for an inline node that is no text, such as an image. */
const OBJECT = '\uFFFC'

/** What the field shows of an inline node: its text, a line break for a hard break, an emoji's character. */
function shown(node: Json): string {
  if (isText(node)) return node.text as string
  if (node.type === 'hard_break') return '\n'
  if (node.type === 'emoji' && isObject(node.attrs) && typeof node.attrs.emoji === 'string' && node.attrs.emoji !== '') return node.attrs.emoji
  return OBJECT
}

function piecesOf(node: Json): Piece[] {
  let at = 0
  return (Array.isArray(node.content) ? node.content : []).filter(isObject).map((child) => {
    const start = at
    at += shown(child).length
    return { node: child, start, end: at }
  })
}

/**
 * Where the new text differs from the old: the old text's `start` to `end` became `typed`. A node
 * that is no text (a hard break, an emoji) goes or stays whole, so a change that touches one takes it whole.
 */
function changeOf(pieces: Piece[], old: string, text: string): { start: number; end: number; typed: string } {
  let start = 0
  while (start < old.length && start < text.length && old[start] === text[start]) start++
  let common = 0
  while (common < old.length - start && common < text.length - start && old[old.length - 1 - common] === text[text.length - 1 - common]) common++
  let end = old.length - common
  for (const piece of pieces) {
    if (isText(piece.node) || piece.end <= start || piece.start >= end) continue
    start = Math.min(start, piece.start)
    end = Math.max(end, piece.end)
  }
  return { start, end, typed: text.slice(start, text.length - (old.length - end)) }
}

/** What stays of a node before the change at `start`. */
function keptBefore({ node, start: from, end: to }: Piece, start: number): Json[] {
  if (to <= start) return [node]
  return from < start && isText(node) ? [{ ...node, text: (node.text as string).slice(0, start - from) }] : []
}

/** What stays of a node after the change that ends at `end`. */
function keptAfter({ node, start: from, end: to }: Piece, end: number): Json[] {
  if (from >= end) return [node]
  return to > end && isText(node) ? [{ ...node, text: (node.text as string).slice(end - from) }] : []
}

/**
 * The marks typed text takes, as a rich text editor gives them: typed inside a text, or over text,
 * those of the text it goes into (its first character replaced); typed at the edge between two
 * nodes, those of the text before it (at the start, after it). A link does not grow at its edge
 * (rich text editors make links non-inclusive): text typed just after a link is no part of it.
 */
function typedMarks(pieces: Piece[], start: number, end: number): unknown[] {
  const into = pieces.find((piece) => piece.start < start && start < piece.end) ?? (start < end ? pieces.find((piece) => piece.start === start) : undefined)
  if (into) return marksOf(into.node)
  const before = pieces.find((piece) => piece.end === start)?.node
  const after = pieces.find((piece) => piece.start === start)?.node
  const [main, other] = before ? [before, after] : [after, before]
  const marks = marksOf(main)
  const link = marks.find(isLink)
  return link === undefined || marksOf(other).some((mark) => same(mark, link)) ? marks : marks.filter((mark) => !isLink(mark))
}

/** Typed text as inline nodes: a line break is a hard break, except in a code block, whose text keeps its lines. */
function typedNodes(typed: string, marks: unknown[], codeBlock: boolean): Json[] {
  const textNode = (text: string): Json => (marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text })
  if (codeBlock) return [textNode(typed)]
  return typed.split('\n').flatMap((line, index) => [...(index > 0 ? [{ type: 'hard_break' }] : []), textNode(line)])
}

/** Inline nodes without empty text, text beside text of the same marks made one node, as Storyblok's editor stores them. */
function joined(nodes: Json[]): Json[] {
  const result: Json[] = []
  for (const node of nodes) {
    const last = result.at(-1)
    if (isText(node) && node.text === '') continue
    if (last && isText(last) && isText(node) && same(marksOf(last), marksOf(node)))
      result[result.length - 1] = { ...last, text: `${String(last.text)}${String(node.text)}` }
    else result.push(node)
  }
  return result
}

/**
 * A paragraph's, heading's or code block's text as one plain text to edit (`read`), and its
 * inline nodes after that text was edited (`write`).
 *
 * An editor who types in a paragraph that holds a link expects the link to stay, as it does in
 * Storyblok's editor, so `write` changes only the part of the text that changed (between the
 * longest start and end the old and new text share) and keeps every other node as it was, with its
 * marks (link, bold, italic, …); hard breaks (a line break in the field) and emojis stay unless
 * the change takes them away.
 */
export const inlineText = {
  read(node: Json): string {
    return piecesOf(node)
      .map((piece) => shown(piece.node))
      .join('')
  },
  write(node: Json, text: string): Json[] {
    const pieces = piecesOf(node)
    const { start, end, typed } = changeOf(pieces, inlineText.read(node), text)
    const inserted = typed === '' ? [] : typedNodes(typed, typedMarks(pieces, start, end), node.type === 'code_block')
    return joined([...pieces.flatMap((piece) => keptBefore(piece, start)), ...inserted, ...pieces.flatMap((piece) => keptAfter(piece, end))])
  },
}
