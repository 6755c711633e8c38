import { cookieIsSecure } from '../../cookies/cookieIsSecure'
import { readCookie } from '../../cookies/readCookie'

/** The cookie that stores the visitor's cookie choices (the product states: analytics is off until opted in). */
const COOKIE_CONSENT_NAME = 'cookie_consent'
const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60

export interface CookieConsent {
  analytics: boolean
}

const DEFAULT_CONSENT: CookieConsent = { analytics: false }

/**
 * The stored choices in a Cookie header or `document.cookie`. Defaults (analytics off) unless
 * the value is the JSON object this site writes: absent, oversized, malformed or otherwise
 * shaped values are ignored.
 */
export function readCookieConsent(cookies: string): CookieConsent {
  const value = readCookie(cookies, COOKIE_CONSENT_NAME)
  if (value === undefined) return DEFAULT_CONSENT
  try {
    const parsed: unknown = JSON.parse(value)
    const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    return { analytics: isObject && (parsed as { analytics?: unknown }).analytics === true }
  } catch {
    return DEFAULT_CONSENT
  }
}

/** The document.cookie string that stores the choices for a year on the whole site (`Secure` on https: cookieIsSecure). */
export function cookieConsentString(consent: CookieConsent, protocol: string): string {
  const secure = cookieIsSecure(protocol) ? '; Secure' : ''
  return `${COOKIE_CONSENT_NAME}=${encodeURIComponent(JSON.stringify(consent))}; Path=/; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; SameSite=Lax${secure}`
}
