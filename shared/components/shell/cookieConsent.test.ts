import { describe, expect, it } from 'vitest'
import { cookieConsentString, readCookieConsent } from './cookieConsent'

describe('cookie consent', () => {
  it('is analytics-off by default', () => {
    expect(readCookieConsent('')).toEqual({ analytics: false })
    expect(readCookieConsent('other=1; cookie_consent=garbage%')).toEqual({ analytics: false })
    expect(readCookieConsent('cookie_consent=%7B%22analytics%22%3A%22yes%22%7D')).toEqual({ analytics: false })
  })

  it('round-trips through the cookie string', () => {
    const stored = cookieConsentString({ analytics: true })
    expect(stored).toBe('cookie_consent=%7B%22analytics%22%3Atrue%7D; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(readCookieConsent(`a=b; ${stored.split(';')[0]}; c=d`)).toEqual({ analytics: true })
  })
})
