import { languagePrefix } from '../../i18n/languages'

export interface LanguageAlternate {
  language: string
  href: string
}

/** Where the language switch goes for a language: the entry's published alternate there, else that language's home. */
export function languageHref(language: string, alternates: LanguageAlternate[]): string {
  return alternates.find((alternate) => alternate.language === language)?.href ?? (languagePrefix(language) || '/')
}
