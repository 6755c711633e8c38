import type { Story } from '../../shared/content/storyblok'
import type { LanguageAlternate } from '../../shared/i18n/LanguageAlternate'
import { languagePrefix } from '../../shared/i18n/languages'
import { listPagePath, type Section } from '../../shared/sections/sections'
import type { LanguageConfig } from '../config/languageConfig'
import { publishedAlternates } from '../content/publishedAlternates'

/**
 * A list's first page in every language it exists in: where its folder has a published start page
 * (the start page's alternates), on the same tab. Without a start page, only itself.
 */
export function listAlternates(
  section: Section,
  startPage: Story | null,
  language: string,
  tab: string | null,
  config: LanguageConfig,
  languages: readonly string[],
): LanguageAlternate[] {
  const firstPage = (other: string) => languagePrefix(other) + listPagePath(section, 1, tab)
  if (!startPage) return [{ language, href: firstPage(language) }]
  return publishedAlternates(startPage, config)
    .filter((alternate) => languages.includes(alternate.language))
    .map((alternate) => ({ language: alternate.language, href: firstPage(alternate.language) }))
}
