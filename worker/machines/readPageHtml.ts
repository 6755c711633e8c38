import { NO_TRANSLATION_ID } from '../../shared/components/shell/NoTranslationNotice'
import { decodeHtmlText } from './decodeHtmlText'
import type { HtmlElement } from './HtmlTree'

/** What a page's head says that its Markdown keeps: the language, the canonical URL, the robots rule, the pages before and after it. */
export interface PageFacts {
  language: string | null
  canonical: string | null
  robots: string | null
  previous: string | null
  next: string | null
}

/** A rendered page as its Markdown is made of it: its `<main>` (null when it has none) and its head's facts. */
export interface PageHtml {
  main: HtmlElement | null
  facts: PageFacts
}

/**
 * What a reader of the text does not get: the page's chrome inside `<main>` (navigation:
 * breadcrumbs, contents, tabs, pagination, previous/next), scripts and island data, controls
 * (buttons, forms, dialogs), icons, and what no one sees (`hidden`, `aria-hidden`).
 */
const SKIPPED_TAGS = new Set(['nav', 'script', 'style', 'template', 'noscript', 'svg', 'button', 'form', 'select', 'textarea', 'input', 'dialog', 'canvas'])
/** Elements without an end tag: HTMLRewriter calls no end-tag handler for them. */
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
/** Text for screen readers only ("(opens in a new tab)"), which describes the visual page, not its content. */
const VISUALLY_HIDDEN = /(^|\s)visually-hidden(\s|$)/

function skipped(element: Element): boolean {
  return (
    SKIPPED_TAGS.has(element.tagName) ||
    element.hasAttribute('hidden') ||
    element.getAttribute('aria-hidden') === 'true' ||
    VISUALLY_HIDDEN.test(element.getAttribute('class') ?? '') ||
    // The shell's notice of a page reached instead of a missing translation: shown only as the address's target.
    element.getAttribute('id') === NO_TRANSLATION_ID
  )
}

/** The attributes the Markdown reads: links, images and media, their names, a code block's language, a list's start. */
const READ_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'aria-label', 'class', 'start']

function attributesOf(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const name of READ_ATTRIBUTES) {
    const value = element.getAttribute(name)
    if (value !== null) attributes[name] = decodeHtmlText(value)
  }
  return attributes
}

/** Builds the tree of `<main>` from HTMLRewriter's events, which arrive in document order. */
class MainTree {
  root: HtmlElement | null = null
  private readonly open: HtmlElement[] = []
  /** Inside a skipped element (or after the first `<main>`): its events are dropped. */
  private closed = false
  private skipping = false

  enterMain(element: Element): void {
    if (this.root) return
    this.root = { tag: 'main', attributes: {}, children: [] }
    this.open.push(this.root)
    element.onEndTag(() => {
      this.open.length = 0
      this.closed = true
    })
  }

  enter(element: Element): void {
    const parent = this.open.at(-1)
    if (!parent || this.closed || this.skipping) return
    if (skipped(element)) {
      if (VOID_TAGS.has(element.tagName)) return
      this.skipping = true
      element.onEndTag(() => void (this.skipping = false))
      return
    }
    const node: HtmlElement = { tag: element.tagName, attributes: attributesOf(element), children: [] }
    parent.children.push(node)
    if (VOID_TAGS.has(element.tagName)) return
    this.open.push(node)
    element.onEndTag(() => void this.open.pop())
  }

  text(chunk: Text): void {
    const parent = this.open.at(-1)
    if (!parent || this.closed || this.skipping || chunk.text === '') return
    const last = parent.children.at(-1)
    if (typeof last === 'string') parent.children[parent.children.length - 1] = last + chunk.text
    else parent.children.push(chunk.text)
  }

  /** Decodes the runs of text once they are whole (a reference may be split across chunks). */
  decoded(element: HtmlElement | null = this.root): HtmlElement | null {
    if (!element) return null
    element.children = element.children.map((child) => (typeof child === 'string' ? decodeHtmlText(child) : (this.decoded(child) ?? child)))
    return element
  }
}

/**
 * Reads a rendered page with workerd's HTMLRewriter (built in, nothing in the bundle): the tree of
 * its `<main>` without the chrome a reader of the text does not need, and what its head says.
 */
export async function readPageHtml(html: string): Promise<PageHtml> {
  const tree = new MainTree()
  const facts: PageFacts = { language: null, canonical: null, robots: null, previous: null, next: null }
  const attribute = (element: Element, name: string) => decodeHtmlText(element.getAttribute(name) ?? '') || null
  await new HTMLRewriter()
    .on('html', { element: (element) => void (facts.language = attribute(element, 'lang')) })
    .on('head link[rel="canonical"]', { element: (element) => void (facts.canonical = attribute(element, 'href')) })
    .on('head link[rel="prev"]', { element: (element) => void (facts.previous = attribute(element, 'href')) })
    .on('head link[rel="next"]', { element: (element) => void (facts.next = attribute(element, 'href')) })
    .on('head meta[name="robots"]', { element: (element) => void (facts.robots = attribute(element, 'content')) })
    .on('main', { element: (element) => tree.enterMain(element), text: (chunk) => tree.text(chunk) })
    .on('main *', { element: (element) => tree.enter(element) })
    .transform(new Response(html))
    .arrayBuffer()
  return { main: tree.decoded(), facts }
}
