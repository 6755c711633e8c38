import { DEFAULT_LANGUAGE, languagePrefix } from '../../shared/i18n/languages'
import type { ListTab } from '../../shared/pages/PageData'
import { listPagePath, type Section } from '../../shared/sections/sections'
import type { ContentContext } from '../content/ContentContext'
import { getDatasourceEntries } from '../content/getDatasourceEntries'

/** A section's categories (its datasource, cached) as tabs of its list in a language: names in that language, first pages. */
export async function categoryTabs(ctx: ContentContext, section: Section, language: string): Promise<ListTab[]> {
  if (!section.categories) return []
  const entries = await getDatasourceEntries(ctx, section.categories, language === DEFAULT_LANGUAGE ? undefined : language)
  return entries.map((entry) => ({
    value: entry.value,
    name: entry.dimension_value || entry.name,
    href: languagePrefix(language) + listPagePath(section, 1, entry.value),
  }))
}
