import { isbot } from 'isbot'
import { COUNTRY_LANGUAGES } from './countryLanguages'

/** What a request says about its visitor's language. */
export interface LanguageHints {
  /** The language cookie's value, as sent. */
  cookie: string | undefined
  /** `CF-IPCountry`, as sent. */
  country: string | undefined
  userAgent: string | undefined
}

const COUNTRY_CODE = /^[A-Z]{2}$/

/**
 * The visitor's preferred language among `supported`, or null for none: the language cookie
 * wins (an unsupported or malformed value is ignored); otherwise the country's language, except
 * for crawlers, which are never geo-redirected.
 */
export function preferredLanguage({ cookie, country, userAgent }: LanguageHints, supported: ReadonlySet<string>): string | null {
  const chosen = cookie?.trim().toLowerCase()
  if (chosen && supported.has(chosen)) return chosen
  if (isbot(userAgent)) return null
  const code = country?.trim().toUpperCase() ?? ''
  const language = COUNTRY_CODE.test(code) ? COUNTRY_LANGUAGES[code] : undefined
  return language && supported.has(language) ? language : null
}
