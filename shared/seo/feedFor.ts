import { languagePrefix } from '../i18n/languages'
import type { PageKind } from '../pages/PageData'

/** The sections with an RSS feed, by their path segment. */
export type FeedSection = 'blog' | 'tech' | 'press'

/** The feed each page belongs to: a section's lists and its articles. */
const PAGE_FEEDS: Partial<Record<PageKind, FeedSection>> = {
  blogList: 'blog',
  blogArticle: 'blog',
  techList: 'tech',
  techArticle: 'tech',
  pressList: 'press',
  clippingsList: 'press',
  pressItem: 'press',
  pressPost: 'press',
}

/** A section's feed address in a language: `/blog/feed.xml`, `/de/press/feed.xml`. */
export function feedPath(language: string, section: FeedSection): string {
  return `${languagePrefix(language)}/${section}/feed.xml`
}

/** The feed of a page's section, or null for pages of sections without one. */
export function feedFor(kind: PageKind): FeedSection | null {
  return PAGE_FEEDS[kind] ?? null
}
