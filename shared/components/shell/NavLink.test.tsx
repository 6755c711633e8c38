import { renderWithText } from '../../../tests/support/renderWithText'
import { describe, expect, it } from 'vitest'
import { PageLanguageContext } from '../../links/PageLanguageContext'
import type { NavLinkBlok } from '../../content/SiteSettings'
import { NavLink } from './NavLink'
import { NavLinkList } from './NavLinkList'

const item = (fields: Partial<NavLinkBlok>): NavLinkBlok => ({
  _uid: 'l',
  component: 'link',
  title: 'Blog',
  link: { linktype: 'story', cached_url: 'en/blog/' },
  ...fields,
})

describe('NavLink', () => {
  it('renders a plain link with its tracking attribute', () => {
    expect(renderWithText(<NavLink item={item({ data_tracking: 'nav-blog' })} />)).toBe(
      '<a href="/blog" class="nav-link" data-tracking="nav-blog"><span>Blog</span></a>',
    )
  })

  it('puts a custom icon before the title when asked, marked as decorative (the title names the link)', () => {
    const out = renderWithText(
      <NavLink item={item({ icon: 'custom', icon_is_before: true, custom_icon: { filename: 'https://a.storyblok.com/f/1/24x24/a/phone.svg' } })} />,
    )
    expect(out).toBe(
      '<a href="/blog" class="nav-link"><img class="image" src="https://a.storyblok.com/f/1/24x24/a/phone.svg" alt="" data-decorative="" width="16" height="16" loading="lazy" decoding="async"/><span>Blog</span></a>',
    )
  })

  it('renders a link with a store style as its badge', () => {
    const out = renderWithText(
      <NavLink item={item({ title: 'Google Play', style: 'google-play', link: { linktype: 'url', url: 'https://play.google.com/x' } })} />,
    )
    expect(out).toContain('class="btn btn--google-play"><span class="visually-hidden">GET IT ON Google Play</span><svg class="store-badge"')
  })
})

describe('NavLink in a menu of another language', () => {
  it('marks the links that lead to the English page, where the menu’s language has none, and leaves its own pages’ links plain', () => {
    const links = [
      item({ _uid: 'about', title: 'O nas', link: { linktype: 'story', cached_url: 'pl/about' } }),
      item({ _uid: 'blog', title: 'Blog', link: { linktype: 'story', cached_url: 'en/blog/' } }),
    ]
    const out = renderWithText(
      <PageLanguageContext value="pl">
        <NavLinkList className="footer-column__links" links={links} />
      </PageLanguageContext>,
      'pl',
    )
    expect(out).toContain('<a href="/pl/about" class="nav-link"><span>O nas</span></a>')
    expect(out).toContain(
      '<a href="/blog#no-translation" class="nav-link" hrefLang="en"><span>Blog</span> <span class="link-language"><span class="visually-hidden"> strona w innym języku: </span><span lang="en">English</span></span></a>',
    )
  })
})
