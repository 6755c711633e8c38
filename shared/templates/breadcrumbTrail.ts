import { languagePrefix } from '../i18n/languages'
import { sitePath } from '../links/resolveLink'
import type { StoryPageKind } from '../pages/PageData'
import type { Crumb } from './Crumb'
import { uiText, type SiteSection } from './uiText'

/** The list section each article kind belongs to. */
const SECTION_OF: Partial<Record<StoryPageKind, SiteSection>> = {
  blogArticle: 'blog',
  caseStudy: 'case',
  glossaryEntry: 'glossary',
  pressItem: 'press',
  pressPost: 'press',
  report: 'reports',
  techArticle: 'tech',
  webinar: 'webinars',
}
const PAGES_FOLDER = /^[^/]+\/pages\/./

/** The path of a section's list in a language. */
export function sectionPath(section: SiteSection, language: string): string {
  return `${languagePrefix(language)}/${section === 'clippings' ? 'press/clippings' : section}`
}

/** Home, the story's section (for articles, and pages of the pages folder), the story itself. */
export function breadcrumbTrail(kind: StoryPageKind, story: { full_slug: string }, title: string, language: string): Crumb[] {
  const text = uiText(language)
  const home: Crumb = { name: text.home, path: languagePrefix(language) || '/' }
  if (kind === 'home') return [home]
  const section = SECTION_OF[kind] ?? (PAGES_FOLDER.test(story.full_slug) ? 'pages' : undefined)
  const sectionCrumb = section ? [{ name: text.sectionNames[section], path: sectionPath(section, language) }] : []
  return [home, ...sectionCrumb, { name: title, path: sitePath(story.full_slug) }]
}
