import { describe, expect, it } from 'vitest'
import { cookieConsentString, readCookieConsent } from './cookieConsent'

describe('cookie consent', () => {
  it('is analytics-off by default', () => {
    expect(readCookieConsent('')).toEqual({ analytics: false })
    expect(readCookieConsent('other=1; cookie_consent=garbage%')).toEqual({ analytics: false })
    expect(readCookieConsent('cookie_consent=%7B%22analytics%22%3A%22yes%22%7D')).toEqual({ analytics: false })
  })

  it('ignores values that are not the JSON object the site writes, and cookies over 4 KB', () => {
    const consent = (value: string) => readCookieConsent(`cookie_consent=${encodeURIComponent(value)}`)
    for (const value of ['[true]', 'true', 'null', '"analytics"', '{"analytics":1}', '{"analytics":true', '{"__proto__":{"analytics":true}}']) {
      expect(consent(value)).toEqual({ analytics: false })
    }
    const oversized = JSON.stringify({ analytics: true, padding: 'x'.repeat(4096) })
    expect(consent(oversized)).toEqual({ analytics: false })
    expect(consent(JSON.stringify({ analytics: true, padding: 'x'.repeat(3000) }))).toEqual({ analytics: true })
  })

  it('round-trips through the cookie string, which is Secure on https', () => {
    const stored = cookieConsentString({ analytics: true }, 'https:')
    expect(stored).toBe('cookie_consent=%7B%22analytics%22%3Atrue%7D; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
    expect(cookieConsentString({ analytics: false }, 'http:')).toBe('cookie_consent=%7B%22analytics%22%3Afalse%7D; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(readCookieConsent(`a=b; ${stored.split(';')[0]}; c=d`)).toEqual({ analytics: true })
  })
})
