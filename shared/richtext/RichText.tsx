import { createElement, Fragment, type ReactNode } from 'react'
import type { Blok, RichTextDoc, RichTextMark, RichTextNode } from '../content/storyblok'
import { useIslandText } from '../i18n/IslandTextContext'
import { BlokList } from './bloks/BlokList'
import { SiteLink } from '../components/ui/SiteLink'
import { headingLevel, headingMap, type RichTextHeading } from './listHeadings'
import { markLink } from './markLink'
import { RichTextImage } from './RichTextImage'
import { safeCssColor } from './safeCssColor'

type Headings = Map<RichTextNode, RichTextHeading>

/** Where a document's nodes sit in the page's outline (its headings as placed, and the level of the heading it sits under), and the bloks its field takes. */
interface Outline {
  headings: Headings
  base: number
  bloks: ReadonlySet<string>
}

const SIMPLE_MARKS: Record<string, string> = {
  bold: 'strong',
  strong: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
  subscript: 'sub',
  superscript: 'sup',
}

const CSS_CLASS = /^[\w-]+(\s+[\w-]+)*$/

function attr(mark: { attrs?: Record<string, unknown> }, name: string): string | undefined {
  const value = mark.attrs?.[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function wrapMark(mark: RichTextMark, child: ReactNode): ReactNode {
  const simple = Object.hasOwn(SIMPLE_MARKS, mark.type) ? SIMPLE_MARKS[mark.type] : undefined
  if (simple) return createElement(simple, null, child)
  switch (mark.type) {
    case 'link':
      return <SiteLink link={markLink(mark.attrs)}>{child}</SiteLink>
    case 'styled': {
      const className = attr(mark, 'class')
      return <span className={className && CSS_CLASS.test(className) ? className : undefined}>{child}</span>
    }
    case 'anchor':
      return <span id={attr(mark, 'id')}>{child}</span>
    case 'highlight':
      return <mark style={{ backgroundColor: safeCssColor(mark.attrs?.color) }}>{child}</mark>
    case 'textStyle':
      return <span style={{ color: safeCssColor(mark.attrs?.color) }}>{child}</span>
    default:
      return child
  }
}

/** Link marks wrap the others (as Storyblok's renderer does); the other marks nest last-outermost. */
function renderText(node: RichTextNode, withLinks = true): ReactNode {
  const marks = node.marks ?? []
  const inner = marks.filter((mark) => mark.type !== 'link').reduce<ReactNode>((child, mark) => wrapMark(mark, child), node.text ?? '')
  return withLinks ? marks.filter((mark) => mark.type === 'link').reduce<ReactNode>((child, mark) => wrapMark(mark, child), inner) : inner
}

/** The one link mark a text node carries, as a key that is equal for the same link (its target and attributes). */
function linkKey(node: RichTextNode): string | null {
  const links = node.type === 'text' ? (node.marks ?? []).filter((mark) => mark.type === 'link') : []
  return links.length === 1 ? JSON.stringify(links[0]?.attrs ?? {}) : null
}

/**
 * Inline children, where neighbouring pieces of text under the same link (one word bold, the next
 * not) are one link, as Storyblok's own renderer makes them: a screen reader announces one link,
 * and the keyboard stops once.
 */
function renderInline(nodes: readonly RichTextNode[], outline: Outline): ReactNode[] {
  const rendered: ReactNode[] = []
  for (let index = 0; index < nodes.length;) {
    const node = nodes[index] as RichTextNode
    const key = linkKey(node)
    let end = index + 1
    while (key !== null && end < nodes.length && linkKey(nodes[end] as RichTextNode) === key) end++
    if (end - index > 1) {
      const link = (node.marks ?? []).find((mark) => mark.type === 'link')
      rendered.push(
        <SiteLink key={index} link={markLink(link?.attrs)}>
          {nodes.slice(index, end).map((piece, offset) => (
            <Fragment key={offset}>{renderText(piece, false)}</Fragment>
          ))}
        </SiteLink>,
      )
    } else rendered.push(<RichTextNodeView key={index} node={node} outline={outline} />)
    index = end
  }
  return rendered
}

/** A paragraph's or heading's alignment as the editor chose it (Tiptap's `textAlign`), as a class; left (the default) needs none. */
function alignment(node: RichTextNode): string | undefined {
  const align = node.attrs?.textAlign
  return align === 'center' || align === 'right' || align === 'justify' ? `richtext__align--${align}` : undefined
}

function isHeaderRow(row: RichTextNode): boolean {
  return (row.content ?? []).length > 0 && (row.content ?? []).every((cell) => cell.type === 'tableHeader')
}

function span(value: unknown): number | undefined {
  return typeof value === 'number' && value > 1 ? value : undefined
}

function renderChildren(node: RichTextNode, outline: Outline): ReactNode {
  return renderInline(node.content ?? [], outline)
}

function renderTable(node: RichTextNode, outline: Outline): ReactNode {
  const rows = node.content ?? []
  const headerRows = rows.findIndex((row) => !isHeaderRow(row))
  const split = headerRows === -1 ? rows.length : headerRows
  const renderRows = (list: RichTextNode[], inHead: boolean) =>
    list.map((row, index) => (
      <tr key={index}>
        {(row.content ?? []).map((cell, cellIndex) => {
          const spans = { colSpan: span(cell.attrs?.colspan), rowSpan: span(cell.attrs?.rowspan) }
          return cell.type === 'tableHeader' ? (
            <th key={cellIndex} {...spans} scope={inHead ? 'col' : 'row'}>
              {renderChildren(cell, outline)}
            </th>
          ) : (
            <td key={cellIndex} {...spans}>
              {renderChildren(cell, outline)}
            </td>
          )
        })}
      </tr>
    ))
  return (
    <div className="richtext__table">
      <table>
        {split > 0 ? <thead>{renderRows(rows.slice(0, split), true)}</thead> : null}
        {split < rows.length ? <tbody>{renderRows(rows.slice(split), false)}</tbody> : null}
      </table>
    </div>
  )
}

/** A code block scrolls sideways on narrow screens: a labelled, focusable region, so a keyboard can scroll it. */
function CodeBlock({ className, children }: { className: string | undefined; children: ReactNode }) {
  const text = useIslandText()
  return (
    <pre tabIndex={0} role="region" aria-label={text.codeBlock}>
      <code className={className}>{children}</code>
    </pre>
  )
}

function RichTextNodeView({ node, outline }: { node: RichTextNode; outline: Outline }): ReactNode {
  const children = () => renderChildren(node, outline)
  switch (node.type) {
    case 'text':
      return renderText(node)
    case 'paragraph':
      return <p className={alignment(node)}>{children()}</p>
    case 'heading': {
      // The tag follows the page's outline (outlined); the size stays the one of the level the editor chose.
      const chosen = headingLevel(node)
      const placed = outline.headings.get(node)
      const className = [`richtext__heading--h${chosen}`, alignment(node)].filter(Boolean).join(' ')
      return createElement(`h${placed?.level ?? chosen}`, { id: placed?.id, className }, children())
    }
    case 'blockquote':
      return <blockquote>{children()}</blockquote>
    case 'bullet_list':
      return <ul>{children()}</ul>
    case 'ordered_list': {
      const start = Number(node.attrs?.order)
      return <ol start={Number.isInteger(start) && start !== 1 ? start : undefined}>{children()}</ol>
    }
    case 'list_item':
      return <li>{children()}</li>
    case 'code_block': {
      // Storyblok stores the language as `class: 'language-x'`; Tiptap's own schema as `language: 'x'`.
      const language = attr(node, 'language')
      const className = attr(node, 'class') ?? (language ? `language-${language}` : undefined)
      return <CodeBlock className={className && CSS_CLASS.test(className) ? className : undefined}>{children()}</CodeBlock>
    }
    case 'horizontal_rule':
      return <hr />
    case 'hard_break':
      return <br />
    case 'image':
      return <RichTextImage src={attr(node, 'src')} alt={attr(node, 'alt') ?? ''} title={attr(node, 'title')} />
    case 'emoji':
      return <Emoji name={attr(node, 'name') ?? ''} emoji={attr(node, 'emoji')} fallbackImage={attr(node, 'fallbackImage')} />
    case 'blok':
      return <BlokList bloks={Array.isArray(node.attrs?.body) ? (node.attrs.body as Blok[]) : []} allowed={outline.bloks} under={outline.base} />
    case 'table':
      return renderTable(node, outline)
    default:
      // An unknown node keeps its text: editors may use nodes newer than this renderer.
      return <>{children()}</>
  }
}

const EMOJI_SIZE = 20

function Emoji({ name, emoji, fallbackImage }: { name: string; emoji?: string; fallbackImage?: string }) {
  if (emoji) {
    return (
      <span className="emoji" role="img" aria-label={name || emoji}>
        {emoji}
      </span>
    )
  }
  if (fallbackImage && /^https:\/\//.test(fallbackImage)) {
    return <img className="emoji" src={fallbackImage} alt={name} width={EMOJI_SIZE} height={EMOJI_SIZE} loading="lazy" />
  }
  return null
}

interface RichTextProps {
  doc: RichTextDoc | null | undefined
  /** The bloks the text's field takes (fieldBloks): any other blok in it is left out, with a notice in a preview. */
  bloks: ReadonlySet<string>
  className?: string
  /** Put before every heading id, where several documents share a page (each job opening's `about-the-role`). */
  headingIdPrefix?: string
  /** The level of the heading the text sits under (1: the page's h1); its own headings follow from there. */
  headingBase?: number
}

const MAX_HEADING_LEVEL = 6

/**
 * The headings placed in the page's outline: the document's highest heading level becomes the one
 * below `base` and each further level the next one, with no level skipped (an editor's h3 right
 * under the page's h1 becomes an h2, which keeps an h3's size); ids get `prefix`, so that they stay
 * unique in a page of several documents.
 */
function outlined(headings: Headings, base: number, prefix: string): Headings {
  const levels = [...new Set([...headings.values()].map((heading) => heading.level))].sort((a, b) => a - b)
  return new Map(
    [...headings].map(([node, heading]) => [
      node,
      { ...heading, id: `${prefix}${heading.id}`, level: Math.min(MAX_HEADING_LEVEL, base + 1 + levels.indexOf(heading.level)) },
    ]),
  )
}

/** Renders a Storyblok rich text document as React elements (no HTML strings). */
export function RichText({ doc, bloks, className, headingIdPrefix = '', headingBase = 1 }: RichTextProps) {
  if (!doc) return null
  if (!Array.isArray(doc.content)) {
    console.warn('Rich text has no content array; rendering nothing', doc)
    return null
  }
  const headings = outlined(headingMap(doc), headingBase, headingIdPrefix)
  return <div className={['richtext', className].filter(Boolean).join(' ')}>{renderChildren(doc as RichTextNode, { headings, base: headingBase, bloks })}</div>
}
