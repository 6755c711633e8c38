import { parseAccept } from 'hono/utils/accept'
import { languageName } from '../../shared/i18n/languages'

/**
 * The first of a browser's languages (`Accept-Language`, by preference) that the site speaks, else
 * `fallback`. For words addressed to the person, not the page: a preview's notices (Storyblok's
 * editor tells the preview the story's language only, and an editor who writes German pages may
 * read the editor in English, as its field labels are), the refusal of a form posted from elsewhere.
 * Pages themselves never follow it: the SPEC's language rules do.
 */
export function browserLanguage(acceptLanguage: string | undefined, fallback: string): string {
  // parseAccept orders by preference (q).
  const preferred = parseAccept(acceptLanguage ?? '')
    .filter(({ q }) => q > 0)
    .map(({ type }) => type.toLowerCase().split('-')[0] ?? '')
  return preferred.find((language) => languageName(language) !== undefined) ?? fallback
}
