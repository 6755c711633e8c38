import type { Story } from '../../shared/content/storyblok'
import { languagePrefix } from '../../shared/i18n/languages'
import { sitePath } from '../../shared/links/resolveLink'
import type { LanguageConfig } from '../config/languageConfig'
import { publishedAlternates } from '../content/publishedAlternates'
import { matchRoute } from '../routing/matchRoute'
import { routeLanguages } from '../routing/routeRequest'
import type { SitemapUrl } from './SitemapUrl'

/** The route each indexable content type is shown on; other types (authors, settings, openings, clippings) have no page of their own. */
const STORY_ROUTES: Readonly<Record<string, readonly string[]>> = {
  page: ['/', '/:slug'],
  blog_post: ['/blog/:slug'],
  case_study: ['/case/:slug'],
  glossary_entry: ['/glossary/:slug'],
  press_item: ['/press/:slug'],
  press_post: ['/press/:slug'],
  report: ['/reports/:slug'],
  tech_article: ['/tech/:slug'],
  webinar: ['/webinars/:slug'],
}
/** The slugs a story route looks up (worker/routing/loaders/storyLoader.ts). */
const SLUG = /^[a-z0-9][a-z0-9._-]{0,199}$/

/**
 * A published story's sitemap entry: its page's address (the same the page calls canonical), its
 * last publication and its translations, or null when the story is not a page of its own in its
 * language: a folder's start page (the list stands for it), a type without a route, or a page its
 * route would not show.
 */
export function storySitemapUrl(story: Story, config: LanguageConfig): SitemapUrl | null {
  const language = story.full_slug.split('/')[0] ?? ''
  const routes = STORY_ROUTES[story.content.component]
  if (story.is_startpage || !routes) return null
  const path = sitePath(story.full_slug)
  const prefix = languagePrefix(language)
  if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) return null
  const match = matchRoute(path.slice(prefix.length) || '/')
  if (!match || !routes.includes(match.route.pattern) || !Object.values(match.params).every((value) => SLUG.test(value))) return null
  const languages = routeLanguages(match.route.availability, config)
  if (!languages.includes(language)) return null
  const alternates = publishedAlternates(story, config).filter((alternate) => languages.includes(alternate.language))
  return { path, lastmod: story.published_at ?? null, alternates }
}
