import { languagePrefix } from '../i18n/languages'
import { SECTIONS, sectionById, type Section } from '../sections/sections'

/** The sections with an RSS feed of their own. */
export const FEED_SECTIONS: readonly Section[] = SECTIONS.filter((section) => section.feed === section.id)

/** A section's feed address in a language: `/blog/feed.xml`, `/de/press/feed.xml`. */
export function feedPath(language: string, section: Section): string {
  return `${languagePrefix(language)}${section.basePath}/feed.xml`
}

/** The feed a page of a section links to: the section's own, another's it names (the clippings the press's), or null for none. */
export function feedFor(section: Section | undefined): Section | null {
  if (!section?.feed) return null
  return section.feed === section.id ? section : sectionById(section.feed)
}
