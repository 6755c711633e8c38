/** English is the default language: never prefixed in paths, and the x-default alternate. */
export const DEFAULT_LANGUAGE = 'en'

/**
 * The names the language switch shows (the route rules' languages), each in its own language, so a
 * reader finds theirs whatever page they are on.
 */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  pt: 'Português',
  ru: 'Русский',
  nl: 'Nederlands',
  pl: 'Polski',
  et: 'Eesti',
  lv: 'Latviešu',
  lt: 'Lietuvių',
  el: 'Ελληνικά',
  ro: 'Română',
}

/** The path prefix of a language: empty for the default language. */
export function languagePrefix(language: string): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`
}

/** Query parameter through which the language switch records a choice: `/de?set-language=de`. */
export const SET_LANGUAGE_PARAM = 'set-language'
