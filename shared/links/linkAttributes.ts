import type { Multilink } from '../content/storyblok'

/** The custom attributes a link may carry to the page; nothing else (no event handlers, styles, classes or targets). */
const ALLOWED_NAMES = new Set(['rel', 'title', 'hreflang', 'download'])
const ALLOWED_PREFIXED = /^(aria|data)-[a-z][a-z0-9-]{0,49}$/
/** A language tag (BCP 47 shape). */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i
/** rel tokens: words and hyphens. */
const REL_TOKENS = /^[a-z-]+( [a-z-]+)*$/i
const MAX_VALUE_LENGTH = 500
/** React's names for attributes whose HTML names it does not take as they are. */
const REACT_NAMES: Readonly<Record<string, string>> = { hreflang: 'hrefLang' }

export type LinkAttributes = Record<string, string>

function valid(name: string, value: string): boolean {
  if (value.length > MAX_VALUE_LENGTH) return false
  if (name === 'hreflang') return LANGUAGE_TAG.test(value)
  if (name === 'rel') return REL_TOKENS.test(value)
  return true
}

function allowed(source: Record<string, unknown>): [string, string][] {
  return Object.entries(source).flatMap(([rawName, rawValue]) => {
    const name = rawName.toLowerCase()
    if (!ALLOWED_NAMES.has(name) && !ALLOWED_PREFIXED.test(name)) return []
    if (typeof rawValue !== 'string' && typeof rawValue !== 'number') return []
    const value = String(rawValue).trim()
    return value !== '' && valid(name, value) ? [[REACT_NAMES[name] ?? name, value]] : []
  })
}

/**
 * A multilink's custom attributes (the content model) that the site renders, as React props: `rel`, `title`,
 * `hreflang`, `download`, `aria-*` and `data-*` with plain values, read from the link's `custom`
 * object (rich text link marks, links with custom attributes) or its own fields.
 */
export function linkAttributes(link: Multilink | string | null | undefined): LinkAttributes {
  if (!link || typeof link === 'string') return {}
  const custom = link.custom !== null && typeof link.custom === 'object' && !Array.isArray(link.custom) ? (link.custom as Record<string, unknown>) : {}
  return Object.fromEntries([...allowed(link), ...allowed(custom)])
}

/** The tab a link opens in when its editor chose one (`target` of the multilink); undefined leaves the site's rule. */
export function chosenTarget(link: Multilink | string | null | undefined): '_blank' | '_self' | undefined {
  const target = typeof link === 'object' && link ? link.target : undefined
  return target === '_blank' || target === '_self' ? target : undefined
}
