import { languagePrefix } from '../i18n/languages'
import { messagesFor } from '../i18n/messages/catalogue'
import { sitePath } from '../links/resolveLink'
import type { Crumb } from './Crumb'
import { sectionName, type Section } from './sections'
import { sectionOf } from './sectionOf'

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
