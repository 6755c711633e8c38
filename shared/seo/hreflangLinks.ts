import type { LanguageAlternate } from '../i18n/LanguageAlternate'
import { DEFAULT_LANGUAGE } from '../i18n/languages'

/** One `<link rel="alternate" hreflang>`. */
export interface HreflangLink {
  hreflang: string
  /** Absolute URL. */
  href: string
}

/** The hreflang value of the default language's page: where a reader of any other language lands. */
const X_DEFAULT = 'x-default'

/**
 * The hreflang links of a page in several languages: one per published translation, itself
 * included, plus x-default on the default language's page. None for a page in one language only.
 */
export function hreflangLinks(alternates: readonly LanguageAlternate[], origin: string): HreflangLink[] {
  if (alternates.length < 2) return []
  const links = alternates.map(({ language, href }) => ({ hreflang: language, href: new URL(href, origin).href }))
  const fallback = links.find((link) => link.hreflang === DEFAULT_LANGUAGE)
  return fallback ? [...links, { hreflang: X_DEFAULT, href: fallback.href }] : links
}
