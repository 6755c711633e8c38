import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages'

/**
 * Longer paths match no route; they are answered 404 without being parsed.
 * @internal tests read this limit rather than write it again.
 */
export const MAX_PATH_LENGTH = 2048

/** A request path in its canonical form (the canonical-path rule). */
export interface SitePath {
  /** Lowercase, single slashes, no trailing slash (except the root), no `/en` prefix. */
  path: string
  /** The path's language: its prefix, or the default language. */
  language: string
  /** True when the path starts with a language other than the default. */
  prefixed: boolean
  /** True when the request named its language with a first segment, `/en` included: a choice no hint overrides. */
  explicit: boolean
  /** The path below the language prefix, matched against the route table: `/`, `/blog/x`. */
  rest: string
}

/** An origin that never resolves, only used to let the URL parser percent-encode a path. */
const PARSE_BASE = 'http://path.invalid'
/** Characters of a decoded segment that the URL parser would read as structure, or strip, if left raw. */
// eslint-disable-next-line no-control-regex -- control characters in a segment are refused, never passed on
const STRUCTURAL = /[%/\\?#\s\x00-\x1f\x7f]/g

/**
 * The canonical form of a raw URL path, or null when it cannot be a page's address (too long,
 * or malformed percent-encoding). Segments are decoded, lowercased and re-encoded the way the URL
 * parser encodes, so `/Bl%6Fg/` and `//blog` both become `/blog`; an encoded slash stays inside
 * its segment. A first segment naming a supported language becomes the prefix.
 */
export function parseSitePath(rawPath: string, languages: ReadonlySet<string>): SitePath | null {
  if (rawPath.length > MAX_PATH_LENGTH) return null
  const segments: string[] = []
  for (const segment of rawPath.split('/')) {
    if (segment === '') continue
    try {
      segments.push(decodeURIComponent(segment).toLowerCase())
    } catch {
      return null
    }
  }
  const first = segments[0]
  const language = first !== undefined && languages.has(first) ? first : DEFAULT_LANGUAGE
  const explicit = first === language
  if (explicit) segments.shift()
  const rest = new URL('/' + segments.map((segment) => segment.replace(STRUCTURAL, encodeURIComponent)).join('/'), PARSE_BASE).pathname
  const prefixed = language !== DEFAULT_LANGUAGE
  return { path: prefixed ? `/${language}${rest === '/' ? '' : rest}` : rest, language, prefixed, explicit, rest }
}
