import { languagePrefix } from '../i18n/languages'
import type { PageKind } from '../pages/PageData'
import { SECTIONS, sectionById, type Section } from '../sections/sections'

/** The sections with an RSS feed of their own. */
export const FEED_SECTIONS: readonly Section[] = SECTIONS.filter((section) => section.feed === section.id)

/** A section's feed address in a language: `/blog/feed.xml`, `/de/press/feed.xml`. */
export function feedPath(language: string, section: Section): string {
  return `${languagePrefix(language)}${section.basePath}/feed.xml`
}

/** The feed a page links to (its section's, shared/sections), or null for pages of sections without one. */
export function feedFor(kind: PageKind): Section | null {
  const section = SECTIONS.find((candidate) => candidate.listKind === kind || candidate.types.some((type) => type.pageKind === kind))
  return section?.feed ? sectionById(section.feed) : null
}
