import { decodeCharacterReferences } from '../html/decodeCharacterReferences'
import { DECORATIVE_IMAGE_ATTRIBUTE } from './decorativeImage'
import type { PageOutline } from './PageOutline'

/** Reads one attribute of an element as written in the HTML (character references not yet read), or null without it. */
type AttributeReader = (name: string) => string | null

/**
 * Builds a PageOutline from a parser's events. The worker's extractor (HTMLRewriter) and the
 * report's (htmlparser2) only hand over what they see: each start tag, and the text of the head's
 * `<title>`, both as written; what counts, and how it reads, is decided here once.
 */
export interface OutlineBuilder {
  /** An element's start tag: its name and its attributes. */
  element(name: string, attribute: AttributeReader): void
  /** A piece of the text of the head's `<title>` (not an SVG's), as written. */
  titleText(chunk: string): void
  outline(): PageOutline
}

const hasToken = (list: string | null, token: string) => (list ?? '').toLowerCase().split(/\s+/).includes(token)

/** An outline builder for the page at `path`. */
export function outlineBuilder(path: string): OutlineBuilder {
  const outline: PageOutline = { path, title: '', description: '', links: [], ids: [], images: [], alternates: [] }
  let title = ''
  let description: string | null = null
  const read = (attribute: AttributeReader, name: string) => decodeCharacterReferences(attribute(name) ?? '')
  return {
    element(name, attribute) {
      const tag = name.toLowerCase()
      if (attribute('id') !== null) outline.ids.push(read(attribute, 'id'))
      if (tag === 'a' && attribute('href') !== null) outline.links.push({ href: read(attribute, 'href') })
      else if (tag === 'img' && attribute(DECORATIVE_IMAGE_ATTRIBUTE) === null)
        outline.images.push({ src: read(attribute, 'src'), alt: read(attribute, 'alt') })
      else if (tag === 'meta' && description === null && read(attribute, 'name').toLowerCase() === 'description') description = read(attribute, 'content')
      else if (tag === 'link' && hasToken(attribute('rel'), 'alternate') && attribute('hreflang') !== null)
        outline.alternates.push({ hreflang: read(attribute, 'hreflang'), href: read(attribute, 'href') })
    },
    titleText(chunk) {
      title += chunk
    },
    outline() {
      return { ...outline, title: decodeCharacterReferences(title), description: description ?? '' }
    },
  }
}
