import type { Story } from '../../../shared/content/storyblok'
import type { PageAlternate } from '../../render/renderPage'

/** A full slug's language: its first segment. */
export function slugLanguage(fullSlug: string): string {
  return fullSlug.split('/', 1)[0] ?? ''
}

/**
 * The published translations of a story (Storyblok's `alternates`) in `languages`, each at the
 * address `href` gives it, plus the story itself.
 */
export function storyAlternates(story: Story, languages: readonly string[], href: (fullSlug: string) => string): PageAlternate[] {
  const translations = (story.alternates ?? []).filter((alternate) => alternate.published && languages.includes(slugLanguage(alternate.full_slug)))
  return [story, ...translations].map(({ full_slug }) => ({ language: slugLanguage(full_slug), href: href(full_slug) }))
}
