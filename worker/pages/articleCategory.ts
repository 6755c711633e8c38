import { DEFAULT_LANGUAGE, languagePrefix } from '../../shared/i18n/languages'
import type { ListTab } from '../../shared/pages/PageData'
import type { ContentContext } from '../content/ContentContext'
import { getDatasourceEntries } from '../content/getDatasourceEntries'
import type { ListSection } from '../routing/loaders/ListSection'

/**
 * An article's category as its list's tab: its name in the page's language (from the section's
 * datasource) and the address of the category's first page. Null when the section has no
 * categories or the value is not one of them.
 */
export async function articleCategory(ctx: ContentContext, section: ListSection, language: string, value: unknown): Promise<ListTab | null> {
  if (!section.categories || typeof value !== 'string' || value === '') return null
  const entries = await getDatasourceEntries(ctx, section.categories, language === DEFAULT_LANGUAGE ? undefined : language)
  const entry = entries.find((candidate) => candidate.value === value)
  return entry ? { value, name: entry.dimension_value || entry.name, href: languagePrefix(language) + section.pagePath(1, value) } : null
}
