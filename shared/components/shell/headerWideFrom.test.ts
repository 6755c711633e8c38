import { describe, expect, it } from 'vitest'
import type { ButtonBlok, NavItemBlok } from '../../content/SiteSettings'
import { estimatedTextWidth } from './estimatedTextWidth'
import { headerWideFrom } from './headerWideFrom'

const group = (title: string) => ({ _uid: title, component: 'link-list', title, links: [] }) as unknown as NavItemBlok
const link = (title: string) => ({ _uid: title, component: 'link', title, link: { linktype: 'url', url: '/x' } }) as unknown as NavItemBlok
const button = (title: string, icon?: string) =>
  ({ _uid: title, component: 'button', title, icon, link: { linktype: 'url', url: '/x' } }) as unknown as ButtonBlok

/** The English demo header: 1,121 px wide in Chromium on DejaVu Sans, the widest of the usual system fonts. */
const ENGLISH = {
  items: [group('Solutions'), group('Resources'), group('Company'), link('Partners')],
  ctas: [button('Sign up'), button('Log in', 'user')],
  languageName: 'English',
  logoWidth: 126,
}

describe('estimatedTextWidth', () => {
  it('is at least what DejaVu Sans sets, and not much more', () => {
    // Measured in Chromium: Solutions 74 px, Unternehmen 110, Rozwiązania 99, Материалы 96, Συνεργάτες 95; "Log in" bold 55.
    for (const [text, measured] of [
      ['Solutions', 74],
      ['Unternehmen', 110],
      ['Rozwiązania', 99],
      ['Материалы', 96],
      ['Συνεργάτες', 95],
    ] as const) {
      expect(estimatedTextWidth(text)).toBeGreaterThanOrEqual(measured - 1)
      expect(estimatedTextWidth(text)).toBeLessThan(measured * 1.08)
    }
    expect(estimatedTextWidth('Log in', { bold: true })).toBeGreaterThanOrEqual(55)
  })
})

describe('headerWideFrom', () => {
  it('gives the desktop bar from the first step its words fit, at least as wide as Chromium sets them', () => {
    expect(headerWideFrom(ENGLISH)).toBe(1152)
  })

  it('waits for a wider window as the words grow, and keeps the menu where they fit at no width', () => {
    const longer = { ...ENGLISH, ctas: [button('Zarejestruj się'), button('Zaloguj się', 'user')] }
    expect(headerWideFrom(longer)).toBeGreaterThan(1152)
    const endless = { ...ENGLISH, items: Array.from({ length: 12 }, (_, index) => link(`Destination ${index}`)) }
    expect(headerWideFrom(endless)).toBeNull()
  })

  it('fits a header of a few short words at the first step', () => {
    expect(headerWideFrom({ items: [link('Blog')], ctas: [], languageName: 'Eesti', logoWidth: 32 })).toBe(1024)
  })

  it('counts the language tag of a link to a page in another language (the English one in a Polish header) where it is wider than the words it stands under', () => {
    const header = (title: string, slug: string, logoWidth: number) => ({
      items: [{ _uid: 'p', component: 'link', title, link: { linktype: 'story', cached_url: slug } } as unknown as NavItemBlok],
      ctas: [],
      languageName: 'Polski',
      logoWidth,
      language: 'pl',
    })
    // The widest logo with which the Polish link still fits the first step: the same link to English does not.
    let logoWidth = 32
    while (headerWideFrom(header('FAQ', 'pl/pages/faq', logoWidth + 1)) === 1024) logoWidth++
    expect(headerWideFrom(header('FAQ', 'pl/pages/faq', logoWidth))).toBe(1024)
    expect(headerWideFrom(header('FAQ', 'en/pages/faq', logoWidth))).toBeGreaterThan(1024)
    // Under longer words the tag takes no width of its own.
    logoWidth = 32
    while (headerWideFrom(header('Partnerzy', 'pl/pages/partners', logoWidth + 1)) === 1024) logoWidth++
    expect(headerWideFrom(header('Partnerzy', 'en/pages/partners', logoWidth))).toBe(1024)
  })
})
