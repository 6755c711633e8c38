import { renderWithText } from '../../../tests/support/renderWithText'
import { describe, expect, it } from 'vitest'
import { BUTTON_STYLES } from '../../content/SiteSettings'
import { Button } from './Button'

const INTERNAL = { linktype: 'story' as const, cached_url: 'en/pages/pricing' }

describe('Button', () => {
  it.each(BUTTON_STYLES.filter((style) => style !== 'google-play' && style !== 'app-store'))('renders the %s style', (style) => {
    expect(renderWithText(<Button blok={{ link: INTERNAL, title: 'Pricing', style }} />)).toBe(
      `<a href="/pricing" class="btn btn--${style}"><span>Pricing</span></a>`,
    )
  })

  it.each([
    ['google-play', 'Get it on Google Play', 'GET IT ON Google Play', 'Google Play'],
    ['app-store', 'App Store', 'Download on the App Store', 'App Store'],
  ])('renders the %s style as an inline SVG store badge, named by the words it shows', (style, title, name, badgeText) => {
    const out = renderWithText(<Button blok={{ link: { linktype: 'url', url: 'https://apps.example/app' }, title, style }} />)
    expect(out).toMatch(
      new RegExp(
        `^<a href="https://apps.example/app" target="_blank" rel="noopener" class="btn btn--${style}"><span class="visually-hidden">${name}</span><svg class="store-badge"`,
      ),
    )
    expect(out).toContain('aria-hidden="true"')
    expect(out).toContain(`>${badgeText}</text>`)
    expect(out).not.toContain('<img')
    expect(out).not.toContain('aria-label')
    expect(out).toMatch(/<\/svg><span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>$/)
  })

  it('names a store badge by its words when it has no title, and adds a title that says more', () => {
    const link = { linktype: 'url' as const, url: 'https://apps.example/app' }
    expect(renderWithText(<Button blok={{ link, style: 'google-play' }} />)).toContain('<span class="visually-hidden">GET IT ON Google Play</span>')
    expect(renderWithText(<Button blok={{ link, title: 'Driver app', style: 'google-play' }} />)).toContain(
      '<span class="visually-hidden">GET IT ON Google Play: Driver app</span>',
    )
  })

  it('falls back to orange for an unknown style', () => {
    expect(renderWithText(<Button blok={{ link: INTERNAL, title: 'x', style: 'purple' }} />)).toContain('class="btn btn--orange"')
  })

  it('places a built-in icon after the title, or before it', () => {
    const after = renderWithText(<Button blok={{ link: INTERNAL, title: 'Go', icon: 'arrow-right' }} />)
    expect(after.indexOf('<span>Go</span>')).toBeLessThan(after.indexOf('<svg'))
    const before = renderWithText(<Button blok={{ link: INTERNAL, title: 'Go', icon: 'arrow-right', icon_is_before: true }} />)
    expect(before.indexOf('<svg')).toBeLessThan(before.indexOf('<span>Go</span>'))
    expect(renderWithText(<Button blok={{ link: INTERNAL, title: 'Go', icon: 'unknown-icon' }} />)).not.toContain('<svg')
  })

  it('turns modal-signup and modal-login into buttons that open the start modals (by themselves too: commandfor)', () => {
    expect(renderWithText(<Button blok={{ link: { linktype: 'url', url: 'modal-signup' }, title: 'Sign up' }} />)).toBe(
      '<button type="button" class="btn btn--orange" data-open-modal="signup" commandfor="start-modal-signup" command="show-modal"><span>Sign up</span></button>',
    )
    expect(
      renderWithText(<Button blok={{ link: { linktype: 'url', url: 'modal-login' }, title: 'Log in', style: 'white', data_tracking: 'header-login' }} />),
    ).toBe(
      '<button type="button" class="btn btn--white" data-tracking="header-login" data-open-modal="login" commandfor="start-modal-login" command="show-modal"><span>Log in</span></button>',
    )
  })

  it('renders nothing for an empty or refused link', () => {
    expect(renderWithText(<Button blok={{ link: { linktype: 'url', url: '' }, title: 'x' }} />)).toBe('')
    expect(renderWithText(<Button blok={{ link: { linktype: 'url', url: 'javascript:alert(1)' }, title: 'x' }} />)).toBe('')
  })
})
