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

/**
 * Home, the story's section where its address lies below the section's list (articles: `/blog`,
 * `/blog/{slug}`), the story itself. A generic page is Home and itself wherever the editor keeps it:
 * a page of the pages folder (`/faq`) has the address of one at the language root (`/about`), and
 * one pattern serves both (the trail the page shows and its BreadcrumbList).
 */
export function breadcrumbTrail(page: { kind: string; story: { full_slug: string }; section?: Section | undefined }, title: string, language: string): Crumb[] {
  const home: Crumb = { name: messagesFor(language).templates.home, path: languagePrefix(language) || '/' }
  if (page.kind === 'home') return [home]
  const path = sitePath(page.story.full_slug)
  const listPath = page.section ? sectionPath(page.section, language) : ''
  const sectionCrumb = page.section && path.startsWith(`${listPath}/`) ? [{ name: sectionName(page.section, language), path: listPath }] : []
  return [home, ...sectionCrumb, { name: title, path }]
}
