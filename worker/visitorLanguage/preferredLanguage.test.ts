import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { preferredLanguage } from './preferredLanguage'

const SUPPORTED = new Set(Object.keys(CATALOGUE))
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const prefer = (cookie: string | undefined, country: string | undefined, userAgent = BROWSER, fromSite = false) =>
  preferredLanguage({ cookie, country, userAgent, fromSite }, SUPPORTED)

describe('preferredLanguage', () => {
  it('takes the cookie first, whatever the country', () => {
    expect(prefer('fr', 'DE')).toBe('fr')
    expect(prefer('en', 'DE')).toBe('en')
    expect(prefer(' DE ', undefined)).toBe('de')
  })

  it('ignores an unsupported or malformed cookie and falls back to the country', () => {
    for (const cookie of ['xx', 'english', '', 'de-DE', '../de', 'd\u0000e', '%64e', 'de;fr']) expect(prefer(cookie, 'FR')).toBe('fr')
    expect(prefer('xx', undefined)).toBeNull()
  })

  it.each([
    ['DE', 'de'],
    ['de', 'de'],
    ['AT', 'de'],
    ['CH', 'de'],
    ['LI', 'de'],
    ['FR', 'fr'],
    ['LU', 'fr'],
    ['MC', 'fr'],
    ['BE', 'nl'],
    ['NL', 'nl'],
    ['ES', 'es'],
    ['IT', 'it'],
    ['SM', 'it'],
    ['PT', 'pt'],
    ['PL', 'pl'],
    ['EE', 'et'],
    ['LV', 'lv'],
    ['LT', 'lt'],
    ['RO', 'ro'],
    ['MD', 'ro'],
    ['GR', 'el'],
    ['CY', 'el'],
    ['RU', 'ru'],
  ])('maps country %s to %s', (country, language) => {
    expect(prefer(undefined, country)).toBe(language)
  })

  it.each(['GB', 'IE', 'US', 'BR', 'ET', 'T1', 'XX', 'A1', 'EU', '', 'DEU', 'D', '12', ' ', '<script>', 'D\u0000'])(
    'has no language for country %j',
    (country) => {
      expect(prefer(undefined, country)).toBeNull()
    },
  )

  it('never geo-redirects crawlers, but honours their cookie', () => {
    expect(prefer(undefined, 'DE', GOOGLEBOT)).toBeNull()
    expect(prefer('fr', 'DE', GOOGLEBOT)).toBe('fr')
  })

  it('never follows the country for a visitor coming from a page of the site, but honours their cookie', () => {
    expect(prefer(undefined, 'DE', BROWSER, true)).toBeNull()
    expect(prefer('fr', 'DE', BROWSER, true)).toBe('fr')
  })

  it('only offers configured languages', () => {
    expect(preferredLanguage({ cookie: 'ru', country: 'DE', userAgent: BROWSER, fromSite: false }, new Set(['en', 'fr']))).toBeNull()
    expect(preferredLanguage({ cookie: undefined, country: 'FR', userAgent: BROWSER, fromSite: false }, new Set(['en', 'fr']))).toBe('fr')
  })
})
