/**
 * Every language the site can show, site and press-only: the one list. A language is its row
 * below and its pack (shared/i18n/messages/{lang}.ts: its words, section names, neighbours' names
 * and reach), which the catalogue lists: both are a `Record<Language, …>`, so a language added
 * here fails typecheck in each until it has its entry, and the error names the file.
 */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl' | 'pl' | 'et' | 'lv' | 'lt' | 'ro' | 'ru' | 'el'

/**
 * Where a language is served, declared by its pack (shared/i18n/messages/{lang}.ts, beside its
 * words): which pages it has and whose visitors it is the default for. Only the worker reads it
 * (the catalogue's `LANGUAGE_REACH`), so no island carries it; the islands read the row below.
 */
export interface LanguageReach {
  /** The whole site: a full site folder in Storyblok. English, the default language, has it. */
  site: boolean
  /** The press pages (the sections available to press languages): a press-only language has them and not `site`. */
  press: boolean
  /**
   * The countries (Cloudflare's `CF-IPCountry`) whose visitors the language is the default for:
   * a country whose code is the language's (DE → de), plus the European countries whose majority
   * or official language it is (AT, CH, LI → de); each country in one pack at most. English lists
   * none: it needs no redirect, so its countries (GB, IE, MT, US, …) stay out. Special codes (`T1`
   * Tor, `XX` unknown, `A1`/`A2` anonymous proxies, `EU`) and the rest of the world are in no pack:
   * those visitors stay on the path they asked for.
   */
  countries: readonly string[]
  /**
   * Snowball's name for the language (a member of `multilingual-stemmer`'s `Languages`: `'German'`),
   * whose stemmer search uses for its words; null where Snowball has none (Latvian: its words are
   * folded and matched as typed). Named in every pack, so a new language's search is decided, not
   * left without stems; a name Snowball does not have fails worker/search/snowballStemmer.test.ts.
   */
  stemmer: string | null
  /** Whether its nouns join into long compounds (Kühlcontainer, vrachtwagenchauffeur): search then also indexes a long word's tails. */
  compoundWords: boolean
}

/** English is the default language: never prefixed in paths, and the x-default alternate. */
export const DEFAULT_LANGUAGE = 'en'

/**
 * Every language the site can show, one row each: its name in its own language (the language
 * switch shows it, so a reader finds theirs whatever page they are on) and the territory Open
 * Graph pairs with it (`og:locale` is language_TERRITORY), which is also the phone field's first
 * country on its pages when the visitor's is not known. Islands read these two (a link's language
 * tag, the phone field), so the row holds nothing else: the rest of a language is in its pack.
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
