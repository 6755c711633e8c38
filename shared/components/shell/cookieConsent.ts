/** The cookie that stores the visitor's cookie choices (analytics is off until opted in). */
export const COOKIE_CONSENT_NAME = 'cookie_consent'
const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60

export interface CookieConsent {
  analytics: boolean
}

export const DEFAULT_CONSENT: CookieConsent = { analytics: false }

/** The stored choices in a Cookie header or `document.cookie`; defaults (analytics off) when absent or unreadable. */
export function readCookieConsent(cookies: string): CookieConsent {
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE_CONSENT_NAME}=`))
  if (!entry) return DEFAULT_CONSENT
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(entry.slice(COOKIE_CONSENT_NAME.length + 1)))
    return { analytics: typeof parsed === 'object' && parsed !== null && (parsed as { analytics?: unknown }).analytics === true }
  } catch {
    return DEFAULT_CONSENT
  }
}

/** The Set-Cookie / document.cookie string that stores the choices for a year on the whole site. */
export function cookieConsentString(consent: CookieConsent): string {
  return `${COOKIE_CONSENT_NAME}=${encodeURIComponent(JSON.stringify(consent))}; Path=/; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; SameSite=Lax`
}
