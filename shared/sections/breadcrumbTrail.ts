import { languagePrefix } from '../i18n/languages'
import { messagesFor } from '../i18n/messages/catalogue'
import { sitePath } from '../links/resolveLink'
import type { Crumb } from './Crumb'
import { sectionName } from './sectionName'
import type { Section } from './sections'

/** The address of a section's list in a language. */
export function sectionPath(section: Section, language: string): string {
  return languagePrefix(language) + section.basePath
}

/** Home, the story's section (articles, and pages of the pages folder: the page data's `section`), the story itself. */
export function breadcrumbTrail(page: { kind: string; story: { full_slug: string }; section?: Section | undefined }, title: string, language: string): Crumb[] {
  const home: Crumb = { name: messagesFor(language).templates.home, path: languagePrefix(language) || '/' }
  if (page.kind === 'home') return [home]
  const sectionCrumb = page.section ? [{ name: sectionName(page.section, language), path: sectionPath(page.section, language) }] : []
  return [home, ...sectionCrumb, { name: title, path: sitePath(page.story.full_slug) }]
}
