import { isStorySlug } from '../../shared/content/isStorySlug'
import { isUnlisted } from '../../shared/content/isUnlisted'
import type { Story } from '../../shared/content/storyblok'
import { languagePrefix } from '../../shared/i18n/languages'
import { sitePath } from '../../shared/links/resolveLink'
import type { LanguageConfig } from '../config/languageConfig'
import { matchRoute } from './matchRoute'
import { routeLanguages } from './routeLanguages'

/** A story's own page: its address, and the languages its route exists in. */
export interface StoryPage {
  path: string
  languages: readonly string[]
}

/**
 * The page a published story's full slug would be, by its address alone: its site path, when a
 * route of its language matches it with story slugs for its parameters; null otherwise. The
 * addresses a story has had are recorded by this rule (worker/redirects/storyAddresses.ts).
 */
export function slugPage(fullSlug: string, config: LanguageConfig): (StoryPage & { components: readonly string[] | undefined }) | null {
  const language = fullSlug.split('/')[0] ?? ''
  const path = sitePath(fullSlug)
  const prefix = languagePrefix(language)
  if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) return null
  const match = matchRoute(path.slice(prefix.length) || '/')
  if (!match || !Object.values(match.params).every(isStorySlug)) return null
  const languages = routeLanguages(match.route.availability, config)
  return languages.includes(language) ? { path, languages, components: match.route.components } : null
}

/**
 * A published story's own page (the address its page calls canonical), or null when the story is
 * not a page of its own in its language: a folder's start page (the list stands for it), a type
 * without a route (authors, settings, openings, clippings), an unlisted story, or a page its
 * route would not show. The sitemaps list these pages, and search finds them.
 */
export function storyPage(story: Story, config: LanguageConfig): StoryPage | null {
  if (story.is_startpage || isUnlisted(story)) return null
  const page = slugPage(story.full_slug, config)
  return page?.components?.includes(story.content.component) ? { path: page.path, languages: page.languages } : null
}

/** The list a story appears on: its folder's list page in its language (`/de/blog` for `de/blog/x`), when a route shows one. */
export function listPageOf(fullSlug: string, config: LanguageConfig): string | null {
  const folder = fullSlug.slice(0, fullSlug.lastIndexOf('/') + 1)
  const page = folder ? slugPage(folder, config) : null
  return page && !page.components ? page.path : null
}
