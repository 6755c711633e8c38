import type { Story } from '../../shared/content/storyblok'
import { languagePrefix } from '../../shared/i18n/languages'
import { sitePath } from '../../shared/links/resolveLink'
import type { LanguageConfig } from '../config/languageConfig'
import { publishedAlternates } from '../content/publishedAlternates'
import { matchRoute } from '../routeTable/matchRoute'
import { routeLanguages } from '../routeTable/routeRequest'
import type { SitemapUrl } from './SitemapUrl'
import { isStorySlug } from '../../shared/content/isStorySlug'
import { isUnlisted } from '../../shared/content/isUnlisted'

/**
 * A published story's sitemap entry: its page's address (the same the page calls canonical), its
 * last publication and its translations, or null when the story is not a page of its own in its
 * language: a folder's start page (the list stands for it), a type without a route (authors,
 * settings, openings, clippings), an unlisted story, or a page its route would not show.
 */
export function storySitemapUrl(story: Story, config: LanguageConfig): SitemapUrl | null {
  const language = story.full_slug.split('/')[0] ?? ''
  if (story.is_startpage || isUnlisted(story)) return null
  const path = sitePath(story.full_slug)
  const prefix = languagePrefix(language)
  if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) return null
  const match = matchRoute(path.slice(prefix.length) || '/')
  if (!match || !match.route.components?.includes(story.content.component) || !Object.values(match.params).every(isStorySlug)) return null
  const languages = routeLanguages(match.route.availability, config)
  if (!languages.includes(language)) return null
  const alternates = publishedAlternates(story, config).filter((alternate) => languages.includes(alternate.language))
  return { path, lastmod: story.published_at ?? null, alternates }
}
