import type { CountryCode } from 'libphonenumber-js/max'

const namers = new Map<string, Intl.DisplayNames>()

/** A country's name in the page's language (`Deutschland` for DE in German), from the runtime's own data. */
export function countryName(country: CountryCode, language: string): string {
  let namer = namers.get(language)
  if (!namer) {
    namer = new Intl.DisplayNames([language, 'en'], { type: 'region' })
    namers.set(language, namer)
  }
  return namer.of(country) ?? country
}
