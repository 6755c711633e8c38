import type { LanguageAlternate } from '../../shared/i18n/LanguageAlternate'

/** One `<url>` of a sitemap. */
export interface SitemapUrl {
  /** Site path, e.g. `/de/blog/green-corridors`. */
  path: string
  /** ISO timestamp of the last publication, when known. */
  lastmod: string | null
  /** The page in every language it exists in, itself included. */
  alternates: readonly LanguageAlternate[]
}
