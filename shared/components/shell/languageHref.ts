import type { LanguageChoice } from '../../i18n/LanguageChoice'
import { SET_LANGUAGE_PARAM } from '../../i18n/languages'
import { NO_TRANSLATION_ID } from './NoTranslationNotice'

/**
 * Where the language switch goes for a language: the choice's page, with the choice for the
 * worker to store in the language cookie on the way; to the nearest page with the notice's
 * fragment, which browsers keep through that redirect.
 */
export function languageHref({ language, href, fallback }: LanguageChoice): string {
  return `${href}?${SET_LANGUAGE_PARAM}=${language}${fallback ? `#${NO_TRANSLATION_ID}` : ''}`
}
