import { isbot } from 'isbot'
import { LANGUAGE_REACH } from '../../shared/i18n/messages/catalogue'

/** What a request says about its visitor's language. */
export interface LanguageHints {
  /** The language cookie's value, as sent. */
  cookie: string | undefined
  /** `CF-IPCountry`, as sent. */
  country: string | undefined
  userAgent: string | undefined
  /** The request comes from a page of this site (its Referer, sameSiteReferer): the visitor is finding their way, not arriving. */
  fromSite: boolean
}

const COUNTRY_CODE = /^[A-Z]{2}$/

/** The language a visitor's country suggests, by country code: the countries each pack lists (`LanguageReach['countries']`, which says which). */
const COUNTRY_LANGUAGES: ReadonlyMap<string, string> = new Map(
  Object.entries(LANGUAGE_REACH).flatMap(([language, { countries }]) => countries.map((country) => [country, language] as const)),
)

/**
 * The visitor's preferred language among `supported`, or null for none: the language cookie
 * wins (an unsupported or malformed value is ignored); otherwise the country's language, a guess
 * made only for a visitor arriving from elsewhere: never for crawlers, and never for a visitor
 * following a link of this site, who is where they chose to go (and whose browser may refuse the
 * cookie that would say so).
 */
export function preferredLanguage({ cookie, country, userAgent, fromSite }: LanguageHints, supported: ReadonlySet<string>): string | null {
  const chosen = cookie?.trim().toLowerCase()
  if (chosen && supported.has(chosen)) return chosen
  if (fromSite || isbot(userAgent)) return null
  const code = country?.trim().toUpperCase() ?? ''
  const language = COUNTRY_CODE.test(code) ? COUNTRY_LANGUAGES.get(code) : undefined
  return language && supported.has(language) ? language : null
}
