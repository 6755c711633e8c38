/** English is the default language: never prefixed in paths, and the x-default alternate. */
export const DEFAULT_LANGUAGE = 'en'

/** The names the language switch shows: each language's English name. */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  it: 'Italian',
  es: 'Spanish',
  pt: 'Portuguese',
  ru: 'Russian',
  nl: 'Dutch',
  pl: 'Polish',
  et: 'Estonian',
  lv: 'Latvian',
  lt: 'Lithuanian',
  el: 'Greek',
  ro: 'Romanian',
}

/** The path prefix of a language: empty for the default language. */
export function languagePrefix(language: string): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`
}

/** Query parameter through which the language switch records a choice: `/de?set-language=de`. */
export const SET_LANGUAGE_PARAM = 'set-language'
