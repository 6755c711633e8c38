import type { LanguageAlternate } from '../../i18n/LanguageAlternate'
import { languagePrefix, SET_LANGUAGE_PARAM } from '../../i18n/languages'

/**
 * Where the language switch goes for a language: the entry's published alternate there, else
 * that language's home; the worker stores the choice in the language cookie on the way.
 */
export function languageHref(language: string, alternates: LanguageAlternate[]): string {
  const path = alternates.find((alternate) => alternate.language === language)?.href ?? (languagePrefix(language) || '/')
  return `${path}?${SET_LANGUAGE_PARAM}=${language}`
}
