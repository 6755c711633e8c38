import { languagePrefix } from '../../shared/i18n/languages'
import { sectionById } from '../../shared/sections/sections'

/** The gated reports' section: their folder and their pages' address come from its row (shared/sections). */
export const REPORTS_SECTION = sectionById('reports')

/** A report's full slug in a language: `de/reports/{slug}`. */
export function reportFullSlug(language: string, slug: string): string {
  return `${language}/${REPORTS_SECTION.folder}/${slug}`
}

/** A report page's address below the language prefix: `/reports/{slug}` (the reports section's `/:slug` route). */
export function reportPath(slug: string): string {
  return `${REPORTS_SECTION.basePath}/${encodeURIComponent(slug)}`
}

/** A report page's address in a language: `/de/reports/{slug}`. */
export function reportPagePath(language: string, slug: string): string {
  return languagePrefix(language) + reportPath(slug)
}
