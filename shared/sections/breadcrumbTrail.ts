import { languagePrefix } from '../i18n/languages'
import { messagesFor } from '../i18n/messages/catalogue'
import { sitePath } from '../links/resolveLink'
import type { Crumb } from './Crumb'
import { SECTIONS, sectionName, type Section } from './sections'

/** True when a full slug (`en/pages/pricing`) lies below a folder of its language folder (`pages`). */
function inFolder(fullSlug: string, folder: string): boolean {
  const below = fullSlug.slice(fullSlug.indexOf('/') + 1)
  return below.startsWith(`${folder}/`) && below.length > folder.length + 1
}

/** The section a story's page belongs to: the one whose folder holds it and which shows its kind. */
function sectionOf(kind: string, fullSlug: string): Section | undefined {
  return SECTIONS.find((section) => section.types.some((type) => type.pageKind === kind) && inFolder(fullSlug, section.folder))
}

/** The address of a section's list in a language. */
export function sectionPath(section: Section, language: string): string {
  return languagePrefix(language) + section.basePath
}

/** Home, the story's section (articles, and pages of the pages folder), the story itself. */
export function breadcrumbTrail(kind: string, story: { full_slug: string }, title: string, language: string): Crumb[] {
  const home: Crumb = { name: messagesFor(language).templates.home, path: languagePrefix(language) || '/' }
  if (kind === 'home') return [home]
  const section = sectionOf(kind, story.full_slug)
  const sectionCrumb = section ? [{ name: sectionName(section, language), path: sectionPath(section, language) }] : []
  return [home, ...sectionCrumb, { name: title, path: sitePath(story.full_slug) }]
}
