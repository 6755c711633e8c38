import { isStorySlug } from '../../shared/content/isStorySlug'
import { isUnlisted } from '../../shared/content/isUnlisted'
import type { Story } from '../../shared/content/storyblok'
import { languagePrefix } from '../../shared/i18n/languages'
import { sitePath } from '../../shared/links/resolveLink'
import type { LanguageConfig } from '../config/languageConfig'
import { matchRoute } from './matchRoute'
import { routeLanguages } from './routeRequest'

/** A story's own page: its address, and the languages its route exists in. */
export interface StoryPage {
  path: string
  languages: readonly string[]
}

/**
 * A published story's own page (the address its page calls canonical), or null when the story is
 * not a page of its own in its language: a folder's start page (the list stands for it), a type
 * without a route (authors, settings, openings, clippings), an unlisted story, or a page its
 * route would not show. The sitemaps list these pages, and search finds them.
 */
export function storyPage(story: Story, config: LanguageConfig): StoryPage | null {
  const language = story.full_slug.split('/')[0] ?? ''
  if (story.is_startpage || isUnlisted(story)) return null
  const path = sitePath(story.full_slug)
  const prefix = languagePrefix(language)
  if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) return null
  const match = matchRoute(path.slice(prefix.length) || '/')
  if (!match || !match.route.components?.includes(story.content.component) || !Object.values(match.params).every(isStorySlug)) return null
  const languages = routeLanguages(match.route.availability, config)
  return languages.includes(language) ? { path, languages } : null
}
