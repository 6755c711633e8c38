/**
 * Every language the site can show, site and press-only: the one list. Each table of the language
 * recipe (docs/recipes.md) is a `Record<Language, …>`, so a language added here fails typecheck in
 * every table that lacks its entry, and the error names the table's file.
 */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl' | 'pl' | 'et' | 'lv' | 'lt' | 'ro' | 'ru' | 'el'

/** English is the default language: never prefixed in paths, and the x-default alternate. */
export const DEFAULT_LANGUAGE = 'en'

/**
 * Every language the site can show, one row each: its name in its own language (the language
 * switch shows it, so a reader finds theirs whatever page they are on) and the territory Open
 * Graph pairs with it (`og:locale` is language_TERRITORY), which is also the phone field's first
 * country on its pages when the visitor's is not known.
 */
const LANGUAGES: Readonly<Record<Language, { name: string; territory: string }>> = {
  en: { name: 'English', territory: 'GB' },
  de: { name: 'Deutsch', territory: 'DE' },
  fr: { name: 'Français', territory: 'FR' },
  it: { name: 'Italiano', territory: 'IT' },
  es: { name: 'Español', territory: 'ES' },
  pt: { name: 'Português', territory: 'PT' },
  ru: { name: 'Русский', territory: 'RU' },
  nl: { name: 'Nederlands', territory: 'NL' },
  pl: { name: 'Polski', territory: 'PL' },
  et: { name: 'Eesti', territory: 'EE' },
  lv: { name: 'Latviešu', territory: 'LV' },
  lt: { name: 'Lietuvių', territory: 'LT' },
  el: { name: 'Ελληνικά', territory: 'GR' },
  ro: { name: 'Română', territory: 'RO' },
}

/** A language's own name; undefined for a language the site does not know. */
export function languageName(code: string): string | undefined {
  return Object.hasOwn(LANGUAGES, code) ? LANGUAGES[code as Language].name : undefined
}

/** The country a language's pages are written for (`DE` for de, `GB` for en); undefined for a language the site does not know. */
export function languageTerritory(code: string): string | undefined {
  return Object.hasOwn(LANGUAGES, code) ? LANGUAGES[code as Language].territory : undefined
}

/** A language's `og:locale` (`de_DE`); the bare language when its territory is unknown. */
export function openGraphLocale(code: string): string {
  const territory = languageTerritory(code)
  return territory ? `${code}_${territory}` : code
}

/** The path prefix of a language: empty for the default language. */
export function languagePrefix(language: string): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`
}

/** Query parameter through which the language switch records a choice: `/de?set-language=de`. */
export const SET_LANGUAGE_PARAM = 'set-language'
