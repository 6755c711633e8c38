import type { ListTab } from '../../shared/pages/PageData'
import type { Section } from '../../shared/sections/sections'
import type { ContentContext } from '../content/ContentContext'
import { categoryTabs } from './categoryTabs'

/**
 * An article's category as its list's tab: its name in the page's language (from the section's
 * datasource) and the address of the category's first page. Null when the section has no
 * categories or the value is not one of them.
 */
export async function articleCategory(ctx: ContentContext, section: Section, language: string, value: unknown): Promise<ListTab | null> {
  if (!section.categories || typeof value !== 'string' || value === '') return null
  return (await categoryTabs(ctx, section, language)).find((tab) => tab.value === value) ?? null
}
