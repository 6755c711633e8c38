import { readCookie } from '../../shared/cookies/readCookie'
import type { LanguageHints } from './preferredLanguage'
import { sameSiteReferer } from './sameSiteReferer'

/**
 * The request headers a visitor's language is read from: the language cookie, the country and
 * the Referer. The gateway (worker/edge/gateway.ts) decides on them and removes them before it
 * forwards a request to the cached renderer, so that no cached answer depends on them.
 */
export const VISITOR_HEADERS = ['Cookie', 'CF-IPCountry', 'Referer'] as const

/** What a request says about its visitor's language. */
export function visitorHints(headers: Headers, url: URL, cookieName: string): LanguageHints {
  return {
    cookie: readCookie(headers.get('cookie') ?? undefined, cookieName),
    country: headers.get('cf-ipcountry') ?? undefined,
    userAgent: headers.get('user-agent') ?? undefined,
    fromSite: sameSiteReferer(headers.get('referer') ?? undefined, url),
  }
}
