import { SET_LANGUAGE_PARAM } from '../i18n/languages'

/** Where an internal address leads: a path (with its query) on the site, and the place in it, decoded. */
export interface SitePlace {
  path: string
  fragment: string | null
}

function decoded(hash: string): string | null {
  if (hash.length <= 1) return null
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}

/**
 * The place on this site an address leads to, read against the page it is on (`pagePath`), or null
 * when it leads elsewhere (another origin, mailto:, tel:) or is a language choice
 * (`?set-language=`: the switch stores it and redirects to a translation the hreflang links name).
 */
export function sitePlace(href: string, pagePath: string, origin: string): SitePlace | null {
  let url: URL
  try {
    url = new URL(href, new URL(pagePath, origin))
  } catch {
    return null
  }
  if (url.origin !== new URL(origin).origin || url.searchParams.has(SET_LANGUAGE_PARAM)) return null
  return { path: url.pathname + url.search, fragment: decoded(url.hash) }
}
