/**
 * The language a visitor's country (Cloudflare's `CF-IPCountry`) suggests. Countries whose code is
 * a site language (DE → de) plus the European countries whose majority or official language is
 * one of ours. Countries that map to English (GB, IE, MT, US, …) are absent: English needs no
 * redirect. Special codes (`T1` Tor, `XX` unknown, `A1`/`A2` anonymous proxies, `EU`) and the
 * rest of the world are absent too: those visitors stay on the path they asked for.
 */
export const COUNTRY_LANGUAGES: Readonly<Record<string, string>> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  FR: 'fr',
  LU: 'fr',
  MC: 'fr',
  BE: 'nl',
  NL: 'nl',
  ES: 'es',
  IT: 'it',
  SM: 'it',
  VA: 'it',
  PT: 'pt',
  PL: 'pl',
  EE: 'et',
  LV: 'lv',
  LT: 'lt',
  RO: 'ro',
  MD: 'ro',
  GR: 'el',
  CY: 'el',
  RU: 'ru',
}
