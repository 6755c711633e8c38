import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max'
import { DEFAULT_LANGUAGE, languageTerritory } from '../i18n/languages'

export type { CountryCode }

/** The phone input's country when neither the visitor's country nor the page's language says one (the SPEC's default). */
const DEFAULT_PHONE_COUNTRY: CountryCode = 'DE'

/**
 * The 39 European countries listed first in the country picker (the product constants; the original's
 * misspelt setting left them without effect, here they lead the list).
 * @internal tests read the list rather than write it again.
 */
export const PREFERRED_PHONE_COUNTRIES: readonly CountryCode[] = [
  'DE',
  'AT',
  'CH',
  'FR',
  'BE',
  'NL',
  'LU',
  'IT',
  'ES',
  'PT',
  'GB',
  'IE',
  'DK',
  'SE',
  'NO',
  'FI',
  'IS',
  'PL',
  'CZ',
  'SK',
  'HU',
  'SI',
  'HR',
  'RO',
  'BG',
  'GR',
  'CY',
  'MT',
  'EE',
  'LV',
  'LT',
  'LI',
  'RS',
  'BA',
  'ME',
  'MK',
  'AL',
  'UA',
  'MD',
]

/** Per form: the countries a phone number may come from. Empty `allowed` allows every country. */
export interface PhoneCountryRules {
  allowed: readonly CountryCode[]
  ignored: readonly CountryCode[]
}

const KNOWN = new Set<string>(getCountries())

export function isPhoneCountry(value: unknown): value is CountryCode {
  return typeof value === 'string' && KNOWN.has(value)
}

/** Country codes from a content field (`"DE, AT"` or `["DE","AT"]`): known ones, upper-cased, once each. */
export function readCountryList(value: unknown): CountryCode[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : []
  const codes = items.filter((item): item is string => typeof item === 'string').map((item) => item.trim().toUpperCase())
  return [...new Set(codes.filter(isPhoneCountry))]
}

export function isAllowedCountry(country: CountryCode, rules: PhoneCountryRules): boolean {
  return (rules.allowed.length === 0 || rules.allowed.includes(country)) && !rules.ignored.includes(country)
}

/** The picker's countries: the preferred European ones first (in their order), then every other allowed one (A–Z by code). */
export function phoneCountryList(rules: PhoneCountryRules): CountryCode[] {
  const preferred = PREFERRED_PHONE_COUNTRIES.filter((country) => isAllowedCountry(country, rules))
  const rest = getCountries()
    .filter((country) => !PREFERRED_PHONE_COUNTRIES.includes(country) && isAllowedCountry(country, rules))
    .sort()
  return [...preferred, ...rest]
}

/** What says which country a visitor's phone number is likely from: their country (`CF-IPCountry`), and the page's language. */
export interface PhoneCountryHints {
  visitor?: string | null
  language?: string
}

/**
 * The phone input's first country: the visitor's, else the country of the page's language (`PL`
 * for Polish; English names none), else Germany (the SPEC's default), each only where the form
 * allows it; else the first country of the form's list (docs/decisions/phone-country-from-visitor.md).
 */
export function defaultPhoneCountry(rules: PhoneCountryRules, hints: PhoneCountryHints = {}): CountryCode {
  // English is every visitor's language here, not one country's: it names none.
  const language = hints.language === undefined || hints.language === DEFAULT_LANGUAGE ? undefined : languageTerritory(hints.language)
  const candidates = [hints.visitor ?? undefined, language, DEFAULT_PHONE_COUNTRY]
  const first = candidates.find((country): country is CountryCode => country !== undefined && isPhoneCountry(country) && isAllowedCountry(country, rules))
  return first ?? phoneCountryList(rules)[0] ?? DEFAULT_PHONE_COUNTRY
}

/** `+49` for DE. */
export function dialCode(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`
}
