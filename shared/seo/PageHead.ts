import type { HreflangLink } from './hreflangLinks'
import type { JsonLd } from './JsonLd'

/** A link preview's image. */
export interface SocialImage {
  /** Absolute URL. */
  url: string
  alt: string
  width: number
  height: number
}

/** Open Graph (and, from the same values, Twitter card) tags. */
export interface SocialMeta {
  type: 'website' | 'article'
  siteName: string
  /** `og:locale`, e.g. `de_DE`. */
  locale: string
  /** The locales of the page's translations. */
  alternateLocales: string[]
  image?: SocialImage
  /** Articles: ISO timestamps. */
  publishedTime?: string
  modifiedTime?: string
}

/** Everything a page's <head> says about it. */
export interface PageHead {
  title: string
  description: string
  /** Absolute URL of the canonical address; omitted on error pages. */
  canonical?: string
  robots?: string
  /** hreflang links to the page's translations, x-default included. */
  alternates?: HreflangLink[]
  /** Absolute URLs of the previous and next page of a paged list. */
  previous?: string
  next?: string
  social?: SocialMeta
  /** Absolute URL of the page's Markdown address (markdownAddress), for agents: `<link rel="alternate" type="text/markdown">`. */
  markdown?: string
  /** RSS feeds of the page's section, for feed readers' autodiscovery. */
  feeds?: { title: string; href: string }[]
  /** Structured data, one `<script type="application/ld+json">` each (serialised safely). */
  jsonLd?: JsonLd[]
}
