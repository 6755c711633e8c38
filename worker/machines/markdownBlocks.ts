import type { HtmlElement, HtmlNode } from './HtmlTree'
import { BLOCK_TAGS, inlineMarkdown, textOf, type MarkdownScope } from './markdownInline'
import { escapeLineStart } from './markdownText'

const HEADING = /^h([1-6])$/
/** A block that is a list: an item's text and its sub-list stay together (a tight list). */
const LIST_START = /^(- |\d{1,9}\. )/
/** The largest number an ordered list may start at in Markdown (CommonMark: at most 9 digits). */
const MAX_LIST_START = 999_999_999

function isElement(node: HtmlNode, ...tags: string[]): node is HtmlElement {
  return typeof node !== 'string' && tags.includes(node.tag)
}

/** Inline Markdown as a paragraph: spaces collapsed, lines trimmed, empty lines dropped, a line that would start a block escaped, `<br>` a hard break. */
function paragraph(inline: string): string {
  return inline
    .replace(/ {2,}/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map(escapeLineStart)
    .join('  \n')
}

/** The text of a heading, a table cell or a term: one line. */
function oneLine(nodes: readonly HtmlNode[], scope: MarkdownScope): string {
  return paragraph(inlineMarkdown(nodes, scope).replace(/\n/g, ' '))
}

/** Indents a block under a list marker: its first line after the marker, the others by the marker's width. */
function underMarker(body: string, marker: string): string {
  const pad = ' '.repeat(marker.length)
  return body
    .split('\n')
    .map((line, index) => (index === 0 ? marker + line : line ? pad + line : ''))
    .join('\n')
}

function listOf(list: HtmlElement, scope: MarkdownScope): string[] {
  const ordered = list.tag === 'ol'
  let number = ordered ? Math.min(Math.max(Number.parseInt(list.attributes.start ?? '1', 10) || 1, 0), MAX_LIST_START) : 0
  const items = list.children.filter((child) => isElement(child, 'li'))
  const lines = items.flatMap((item) => {
    const blocks = blocksOf(item.children, scope)
    const body = blocks.reduce((joined, block) => (joined ? `${joined}${LIST_START.test(block) ? '\n' : '\n\n'}${block}` : block), '')
    if (!body) return []
    return [underMarker(body, ordered ? `${number++}. ` : '- ')]
  })
  return lines.length > 0 ? [lines.join('\n')] : []
}

function quoteOf(quote: HtmlElement, scope: MarkdownScope): string[] {
  const body = blocksOf(quote.children, scope).join('\n\n')
  return body
    ? [
        body
          .split('\n')
          .map((line) => (line ? `> ${line}` : '>'))
          .join('\n'),
      ]
    : []
}

/** A code block, fenced by one backtick more than the longest run inside it (at least three), with its language where the page names it. */
function codeBlockOf(pre: HtmlElement): string[] {
  const code = pre.children.find((child) => isElement(child, 'code'))
  const text = textOf(pre).replace(/\n$/, '')
  if (!text.trim()) return []
  const language = /(?:^|\s)language-([\w+#-]+)/.exec(code?.attributes.class ?? '')?.[1] ?? ''
  const longest = (text.match(/`{3,}/g) ?? []).reduce((most, run) => Math.max(most, run.length), 0)
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return [`${fence}${language}\n${text}\n${fence}`]
}

/** The rows of a table, through its head, bodies and foot (not those of a table inside a cell). */
function rowsOf(element: HtmlElement): HtmlElement[] {
  return element.children.flatMap((child) => (isElement(child, 'tr') ? [child] : isElement(child, 'thead', 'tbody', 'tfoot') ? rowsOf(child) : []))
}

/** A GitHub-flavoured table: its first row is the header, as Markdown tables need one; a cell's blocks on one line. */
function tableOf(table: HtmlElement, scope: MarkdownScope): string[] {
  const caption = table.children.find((child) => isElement(child, 'caption'))
  const rows = rowsOf(table)
    .map((row) => row.children.filter((cell) => isElement(cell, 'td', 'th')).map((cell) => oneLine(cell.children, scope).replace(/\|/g, '\\|')))
    .filter((cells) => cells.length > 0)
  const [header, ...body] = rows
  if (!header) return []
  const width = Math.max(...rows.map((cells) => cells.length))
  const line = (cells: string[]) => `| ${[...cells, ...Array<string>(width - cells.length).fill('')].join(' | ')} |`
  const captionText = caption ? oneLine(caption.children, scope) : ''
  return [...(captionText ? [captionText] : []), [line(header), line(Array<string>(width).fill('---')), ...body.map(line)].join('\n')]
}

/** The terms and descriptions of a description list, through the `div`s that may group them. */
function definitionsOf(element: HtmlElement): HtmlElement[] {
  return element.children.flatMap((child) => (isElement(child, 'dt', 'dd') ? [child] : isElement(child, 'div') ? definitionsOf(child) : []))
}

/** A description list as a list of `**term**: description` lines (a job opening's facts). */
function descriptionListOf(list: HtmlElement, scope: MarkdownScope): string[] {
  const lines: string[] = []
  let term = ''
  for (const item of definitionsOf(list)) {
    const text =
      item.tag === 'dt'
        ? oneLine(item.children, scope)
        : blocksOf(item.children, scope)
            .join(' ')
            .replace(/\s*\n\s*/g, ' ')
    if (item.tag === 'dt') term = text
    else if (text) lines.push(`- ${term ? `**${term}**: ` : ''}${text}`)
  }
  return lines.length > 0 ? [lines.join('\n')] : []
}

function blockOf(element: HtmlElement, scope: MarkdownScope): string[] {
  const level = HEADING.exec(element.tag)?.[1]
  if (level) {
    const text = oneLine(element.children, scope)
    return text ? [`${'#'.repeat(Number(level))} ${text}`] : []
  }
  switch (element.tag) {
    case 'p':
      return [paragraph(inlineMarkdown(element.children, scope))].filter(Boolean)
    case 'ul':
    case 'ol':
      return listOf(element, scope)
    case 'blockquote':
      return quoteOf(element, scope)
    case 'pre':
      return codeBlockOf(element)
    case 'table':
      return tableOf(element, scope)
    case 'hr':
      return ['---']
    case 'dl':
      return descriptionListOf(element, scope)
    case 'summary': {
      const text = oneLine(element.children, scope)
      return text ? [`**${text}**`] : []
    }
    default:
      return blocksOf(element.children, scope)
  }
}

/** Nodes as Markdown blocks: each block element its blocks, each run of inline nodes between them a paragraph. */
function blocksOf(nodes: readonly HtmlNode[], scope: MarkdownScope): string[] {
  const blocks: string[] = []
  let run: HtmlNode[] = []
  const flush = () => {
    const text = paragraph(inlineMarkdown(run, scope))
    if (text) blocks.push(text)
    run = []
  }
  for (const node of nodes) {
    if (typeof node === 'string' || !BLOCK_TAGS.has(node.tag)) {
      run.push(node)
      continue
    }
    flush()
    blocks.push(...blockOf(node, scope))
  }
  flush()
  return blocks
}

/** An element's content as a Markdown document: headings, paragraphs, lists, quotes, code, tables, links and images. */
export function markdownOf(element: HtmlElement, scope: MarkdownScope): string {
  return blocksOf(element.children, scope).join('\n\n')
}
