import type { Story } from '../../shared/content/storyblok'
import type { LanguageConfig } from '../config/languageConfig'
import { publishedAlternates } from '../content/publishedAlternates'
import { storyPage } from '../routeTable/storyPage'
import type { SitemapUrl } from './SitemapUrl'

/** A published story's sitemap entry: its own page (storyPage), its last publication and its translations; null for a story without a page of its own. */
export function storySitemapUrl(story: Story, config: LanguageConfig): SitemapUrl | null {
  const page = storyPage(story, config)
  if (!page) return null
  const alternates = publishedAlternates(story, config).filter((alternate) => page.languages.includes(alternate.language))
  return { path: page.path, lastmod: story.published_at ?? null, alternates }
}
