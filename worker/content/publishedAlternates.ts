import type { Story } from '../../shared/content/storyblok'
import type { LanguageAlternate } from '../../shared/i18n/LanguageAlternate'
import { resolveLink } from '../../shared/links/resolveLink'
import type { LanguageConfig } from '../config/languageConfig'

/**
 * The story itself and its published translations (folder-level: each language has its own
 * folder, so an alternate's language is the first segment of its full slug), as site paths.
 */
export function publishedAlternates(story: Story, languages: LanguageConfig): LanguageAlternate[] {
  const entries = [{ full_slug: story.full_slug, published: true }, ...(story.alternates ?? [])]
  const seen = new Set<string>()
  const alternates: LanguageAlternate[] = []
  for (const entry of entries) {
    const language = entry.full_slug.split('/')[0] ?? ''
    if (!entry.published || !languages.supported.has(language) || seen.has(language)) continue
    const link = resolveLink({ linktype: 'story', cached_url: entry.full_slug })
    if (link?.kind !== 'internal') continue
    seen.add(language)
    alternates.push({ language, href: link.href })
  }
  return alternates
}
