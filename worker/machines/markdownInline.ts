import type { HtmlElement, HtmlNode } from './HtmlTree'
import { escapeMarkdown, linkDestination } from './markdownText'

/** Where a page's relative links and images are resolved: its own address. */
export interface MarkdownScope {
  base: URL
}

/** Elements that make blocks of their own (paragraphs, headings, lists, tables, sections); the others flow inside a line. */
export const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'island-root',
  'island-slot',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
])
/** Elements that mark up part of a phrase: written against each other as the page writes them (links are not: two links side by side are two). */
const PHRASE_MARKUP = new Set(['abbr', 'b', 'code', 'del', 'em', 'i', 'kbd', 'mark', 's', 'samp', 'small', 'strong', 'sub', 'sup', 'u'])
/** Link targets a reader can follow. */
const FOLLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])
const HTML_WHITESPACE = /[\t\n\f\r ]+/g

/** Every run of text below a node, as it is (a code block's, a code span's). */
export function textOf(node: HtmlNode): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('')
}

/** A link or image address made absolute against the page, or null for one a reader cannot follow (`javascript:`, a malformed URL). */
function absolute(href: string | undefined, scope: MarkdownScope): string | null {
  if (!href?.trim()) return null
  const url = URL.parse(href.trim(), scope.base)
  return url && FOLLOWED_PROTOCOLS.has(url.protocol) ? url.href : null
}

/** `**…**` (or `*…*`, `~~…~~`) around the text, its outer spaces left outside, where Markdown requires them. */
function emphasis(marker: string, inner: string): string {
  const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(inner) ?? []
  return core ? `${lead}${marker}${core}${marker}${trail}` : inner
}

/** A code span, fenced by one backtick more than the longest run inside it. */
function codeSpan(text: string): string {
  const content = text.replace(HTML_WHITESPACE, ' ')
  if (!content.trim()) return ''
  const longest = (content.match(/`+/g) ?? []).reduce((most, run) => Math.max(most, run.length), 0)
  const fence = '`'.repeat(longest + 1)
  const pad = content.startsWith('`') || content.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${content}${pad}${fence}`
}

/** An image by its text alternative; a decorative one (empty `alt`) is left out, as a screen reader leaves it out. */
function image({ attributes }: HtmlElement, scope: MarkdownScope): string {
  const alt = (attributes.alt ?? '').replace(HTML_WHITESPACE, ' ').trim()
  const src = absolute(attributes.src, scope)
  return alt && src ? `![${escapeMarkdown(alt)}](${linkDestination(src)})` : ''
}

function link(element: HtmlElement, scope: MarkdownScope): string {
  const { attributes } = element
  const text =
    inlineMarkdown(element.children, scope).replace(/\s+/g, ' ').trim() || escapeMarkdown((attributes['aria-label'] ?? attributes.title ?? '').trim())
  const href = absolute(attributes.href, scope)
  if (!href || !text) return text
  return `[${text}](${linkDestination(href)})`
}

/** A video, an audio file or an embedded player: a link to it, named as the page names it. */
function media({ attributes }: HtmlElement, scope: MarkdownScope): string {
  const src = absolute(attributes.src, scope)
  if (!src) return ''
  const name = (attributes['aria-label'] ?? attributes.title ?? '').trim() || src
  return `[${escapeMarkdown(name)}](${linkDestination(src)})`
}

function inlineNode(node: HtmlNode, scope: MarkdownScope): string {
  if (typeof node === 'string') return escapeMarkdown(node.replace(HTML_WHITESPACE, ' '))
  switch (node.tag) {
    case 'br':
      return '\n'
    case 'img':
      return image(node, scope)
    case 'a':
      return link(node, scope)
    case 'strong':
    case 'b':
      return emphasis('**', inlineMarkdown(node.children, scope))
    case 'em':
    case 'i':
      return emphasis('*', inlineMarkdown(node.children, scope))
    case 's':
    case 'del':
      return emphasis('~~', inlineMarkdown(node.children, scope))
    case 'code':
    case 'kbd':
    case 'samp':
      return codeSpan(textOf(node))
    case 'video':
    case 'audio':
    case 'iframe':
      return media(node, scope)
    default: {
      const inner = inlineMarkdown(node.children, scope)
      // A block inside a line (a card's link around its title and teaser) stays apart from its neighbours.
      return BLOCK_TAGS.has(node.tag) ? ` ${inner} ` : inner
    }
  }
}

/**
 * Nodes that flow in a line, as Markdown: whitespace collapsed as a browser shows it, links and
 * images absolute, emphasis and code kept; a hard line break (`<br>`) is `\n`.
 */
export function inlineMarkdown(nodes: readonly HtmlNode[], scope: MarkdownScope): string {
  return nodes
    .map((node, index) => {
      const before = nodes[index - 1]
      // Two elements side by side that the page's layout keeps apart (a label and a date, a button and an address) are two words.
      const apart = typeof node !== 'string' && typeof before === 'object' && !(PHRASE_MARKUP.has(node.tag) && PHRASE_MARKUP.has(before.tag))
      return (apart ? ' ' : '') + inlineNode(node, scope)
    })
    .join('')
}
