import type { Language } from '../../shared/i18n/languages'

/**
 * The countries (Cloudflare's `CF-IPCountry`) whose visitors each language is the default for:
 * countries whose code is a site language (DE → de) plus the European countries whose majority or
 * official language is one of ours. Keyed by language, so a new language needs its row (empty when
 * no country defaults to it). English lists none: it needs no redirect, so its countries (GB, IE,
 * MT, US, …) stay out. Special codes (`T1` Tor, `XX` unknown, `A1`/`A2` anonymous proxies, `EU`)
 * and the rest of the world are absent too: those visitors stay on the path they asked for.
 */
const LANGUAGE_COUNTRIES: Readonly<Record<Language, readonly string[]>> = {
  en: [],
  de: ['DE', 'AT', 'CH', 'LI'],
  fr: ['FR', 'LU', 'MC'],
  nl: ['BE', 'NL'],
  es: ['ES'],
  it: ['IT', 'SM', 'VA'],
  pt: ['PT'],
  pl: ['PL'],
  et: ['EE'],
  lv: ['LV'],
  lt: ['LT'],
  ro: ['RO', 'MD'],
  el: ['GR', 'CY'],
  ru: ['RU'],
}

/** The language a visitor's country suggests, by country code. */
export const COUNTRY_LANGUAGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LANGUAGE_COUNTRIES).flatMap(([language, countries]) => countries.map((country) => [country, language])),
)
