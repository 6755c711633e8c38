import type { Story } from '../../../shared/content/storyblok'
import type { PageAlternate } from '../../render/renderPage'

function slugLanguage(fullSlug: string): string {
  return fullSlug.split('/', 1)[0] ?? ''
}

/**
 * The published translations of a story (Storyblok's `alternates`) in `languages`, plus the story
 * itself, each at the address `href` gives it.
 */
export function storyAlternates(story: Story, languages: readonly string[], href: (fullSlug: string, language: string) => string): PageAlternate[] {
  const translations = (story.alternates ?? []).filter((alternate) => alternate.published && languages.includes(slugLanguage(alternate.full_slug)))
  return [story, ...translations].map(({ full_slug }) => {
    const language = slugLanguage(full_slug)
    return { language, href: href(full_slug, language) }
  })
}
