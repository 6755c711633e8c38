import { parseAccept } from 'hono/utils/accept'
import { languageName } from '../../shared/i18n/languages'

/**
 * The language a preview's notices speak: the first of the editor's browser languages
 * (`Accept-Language`, by preference) that the site speaks, else the page's. Storyblok's editor
 * tells the preview the story's language only, and an editor who writes German pages may read
 * the editor in English, as its field labels are.
 */
export function editorLanguage(acceptLanguage: string | undefined, pageLanguage: string): string {
  // parseAccept orders by preference (q).
  const preferred = parseAccept(acceptLanguage ?? '')
    .filter(({ q }) => q > 0)
    .map(({ type }) => type.toLowerCase().split('-')[0] ?? '')
  return preferred.find((language) => languageName(language) !== undefined) ?? pageLanguage
}
