import type { Multilink } from '../content/storyblok'
import { languageName } from '../i18n/languages'

/**
 * The language of the story a link leads to, when it is another one than the page's: the first
 * folder of the target's full slug (`en/about` is English), as every story sits in its language's
 * folder. Undefined for a link to the page's own language, to anything that is no story (a URL,
 * an e-mail, an asset: their language is not known), to a slug outside the language folders, or
 * where the page's language is not known (outside a page).
 */
export function otherLanguageOf(link: Multilink | string | null | undefined, pageLanguage: string | null): string | undefined {
  if (!pageLanguage || !link || typeof link === 'string' || link.linktype !== 'story') return undefined
  const slug = link.story?.full_slug ?? link.cached_url ?? ''
  const folder = slug.replace(/^\/+/, '').split('/')[0] ?? ''
  return folder !== pageLanguage && languageName(folder) !== undefined ? folder : undefined
}
