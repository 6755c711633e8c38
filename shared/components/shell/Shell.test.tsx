import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AssetsContext } from '../../islands/AssetsContext'
import type { AssetManifest } from '../../islands/AssetManifest'
import type { SiteSettings } from '../../content/SiteSettings'
import { Shell } from './Shell'

const link = (url: string) => ({ linktype: 'url' as const, url })
const story = (slug: string) => ({ linktype: 'story' as const, cached_url: slug })

const SETTINGS: SiteSettings = {
  _uid: 's',
  component: 'settings',
  header_image: { filename: 'https://a.storyblok.com/f/1/logo.svg', alt: 'Freight' },
  header_items: [
    { _uid: 'n1', component: 'link', title: 'Pricing', link: story('de/pages/preise') },
    { _uid: 'n2', component: 'link-list', title: 'Resources', links: [{ _uid: 'n3', component: 'link', title: 'Blog', link: story('de/blog') }] },
  ],
  header_ctas: [
    { _uid: 'c1', component: 'button', title: 'Log in', link: link('modal-login'), style: 'white' },
    { _uid: 'c2', component: 'button', title: 'Sign up', link: link('modal-signup'), style: 'orange' },
  ],
  header_modal_start_signup: [
    {
      _uid: 'm1',
      component: 'start_modal',
      head: [{ _uid: 'h1', component: 'section_head', overline: 'Start', title: 'Sign up as' }],
      items: [
        {
          _uid: 'x1',
          component: 'cta_box',
          title: 'Shipper',
          text: 'Ship goods',
          links: [{ _uid: 'b1', component: 'button', title: 'Continue', link: link('https://app.example/signup') }],
        },
      ],
    },
  ],
  header_modal_start_login: [],
  footer_items: [
    { _uid: 'f1', component: 'footer_column', title: 'Company', links: [{ _uid: 'f2', component: 'link', title: 'About', link: story('de/pages/about') }] },
  ],
  footer_copyright: '© 2026 Freight',
  footer_bottom_links: [{ _uid: 'f3', component: 'link', title: 'Cookie settings', link: story('de/pages/privacy') }],
  topnotification_enabled: true,
  topnotification_theme: 'orange',
  topnotification_richtext: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'New lanes to Riga' }] }] },
  topnotification_links: [],
}

const CHOICES = [
  { language: 'en', href: '/about', fallback: false },
  { language: 'de', href: '/de/ueber-uns', fallback: false },
  { language: 'fr', href: '/fr', fallback: true },
]
const home = (language: string) => ({ language, href: language === 'en' ? '/' : `/${language}`, fallback: false })

const render = (settings: SiteSettings | null) =>
  renderToString(
    <Shell language="de" settings={settings} languages={CHOICES}>
      <h1>Page</h1>
    </Shell>,
  )

describe('Shell', () => {
  it('renders skip link, banner, header, toaster, main, footer and lightbox in order', () => {
    const out = render(SETTINGS)
    const order = [
      'class="skip-link"',
      'class="top-banner top-banner--orange"',
      '<div class="site-top">',
      '<header class="site-header"',
      'class="toaster"',
      '<main id="main"',
      '<h1>Page</h1>',
      '<footer class="site-footer">',
      'class="modal modal--full lightbox"',
    ]
    const positions = order.map((marker) => out.indexOf(marker))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })

  it('links the logo to the language home (no prefix for English)', () => {
    expect(render(SETTINGS)).toContain('<a class="site-logo site-header__logo" href="/de">')
    const english = renderToString(
      <Shell language="en" settings={SETTINGS} languages={[home('en')]}>
        x
      </Shell>,
    )
    expect(english).toContain('<a class="site-logo site-header__logo" href="/">')
    expect(english).toContain('width="126" height="32"')
  })

  it('renders nav links, dropdown toggles with aria-expanded, modal CTAs and the menu button', () => {
    const out = render(SETTINGS)
    expect(out).toContain('<a href="/de/preise" class="nav-link desktop-nav__link"><span>Pricing</span></a>')
    expect(out).toContain('<button type="button" class="desktop-nav__toggle" aria-expanded="false" aria-controls="nav-dropdown-n2">')
    // Closed: the item is not marked open, so the stylesheet hides its list.
    expect(out).toContain('<li class="desktop-nav__item desktop-nav__item--dropdown"><button')
    expect(out).toContain('<div id="nav-dropdown-n2" class="desktop-nav__dropdown"><ul class="nav-list">')
    expect(out).toContain('data-open-modal="login"')
    expect(out).toContain('data-open-modal="signup"')
    // The menu button opens the menu by itself (before the island hydrates, and without JavaScript): the menu is in the page, closed, whole.
    expect(out).toContain('class="site-header__menu-button" aria-haspopup="dialog" aria-controls="mobile-menu" commandfor="mobile-menu" command="show-modal"')
    expect(out).toContain('<dialog id="mobile-menu"')
    expect(out).toContain('<button type="button" class="mobile-menu__group" aria-expanded="false" aria-controls="mobile-group-n2">')
    expect(out).toContain('<div id="mobile-group-n2" class="mobile-menu__sublist"><ul class="nav-list">')
    // A dropdown's links are in the desktop bar and in the menu; the languages only in the footer (the menu copies them when opened).
    expect(out.match(/href="\/de\/blog"/g)).toHaveLength(2)
    expect(out).toContain('<button type="button" class="modal__close" aria-label="Menü schließen" commandfor="mobile-menu" command="close">')
  })

  it('renders the start modal with its section head and CTA boxes (login modal list is empty: none)', () => {
    const out = render(SETTINGS)
    expect(out).toContain('class="modal modal--full start-modal" aria-labelledby="start-modal-signup-title"')
    expect(out).toContain('<h2 id="start-modal-signup-title" class="section-head__title">Sign up as</h2>')
    expect(out).toContain('<h3 class="cta-box__title">Shipper</h3>')
    expect(out).toContain('<dialog id="start-modal-signup" class="modal modal--full start-modal"')
    expect(out).not.toContain('id="start-modal-login"')
  })

  it('renders footer columns as headings plus accordion toggles, the copyright and bottom links; the cookie settings only once asked for', () => {
    const out = render(SETTINGS)
    expect(out).toContain('<h2 class="footer-column__title">Company</h2>')
    expect(out).toContain('class="footer-column__toggle" aria-expanded="false" aria-controls="footer-column-f1"')
    expect(out).toContain('© 2026 Freight')
    expect(out).toContain(
      '<ul class="site-footer__bottom-links"><li><a href="/de/privacy" class="nav-link" aria-haspopup="dialog"><span>Cookie settings</span></a></li></ul>',
    )
    expect(out).not.toContain('cookie-settings')
  })

  it('offers every language in the header and the footer (the links once, in the footer), each going to its page or, with the notice, to the nearest one', () => {
    const out = render(SETTINGS)
    for (const list of ['header-languages', 'footer-languages'])
      expect(out).toContain(`class="language-switch__button" aria-expanded="false" aria-controls="${list}"`)
    expect(out.indexOf('aria-controls="header-languages"')).toBeLessThan(out.indexOf('<main'))
    expect(out.indexOf('aria-controls="footer-languages"')).toBeGreaterThan(out.indexOf('</main>'))
    // The header's switch, the footer's, and the phone menu's group (in the page, closed).
    expect(out.match(/<span class="visually-hidden">Sprache: <\/span><span>Deutsch<\/span>/g)).toHaveLength(3)
    expect(out).toContain('<div id="header-languages" class="language-switch__list" hidden=""></div>')
    expect(out.match(/<a href="\/about\?set-language=en" hrefLang="en" lang="en">English<\/a>/g)).toHaveLength(1)
    expect(out).toContain('<a href="/de/ueber-uns?set-language=de" hrefLang="de" lang="de" aria-current="true">Deutsch</a>')
    expect(out).toContain('<a href="/fr?set-language=fr#no-translation" hrefLang="fr" lang="fr">Français</a>')
  })

  it('carries the notice for a visitor the switch brought to the nearest page, in the page’s language', () => {
    expect(render(SETTINGS)).toContain(
      '<main id="main" tabindex="-1"><p id="no-translation" class="no-translation-notice" role="note">Die gewünschte Seite gibt es in der gewählten Sprache nicht',
    )
  })

  it('names banner links by their words and the announcement', () => {
    const links = [{ _uid: 'b', component: 'link' as const, title: 'See the lanes', link: { linktype: 'story' as const, cached_url: 'de/pages/lanes' } }]
    expect(render({ ...SETTINGS, topnotification_links: links })).toContain(
      '<a href="/de/lanes" class="nav-link top-banner__link" aria-label="See the lanes: New lanes to Riga"><span>See the lanes</span></a>',
    )
    // A banner link to a page in another language says so in its label too.
    const english = links.map((link) => ({ ...link, link: { linktype: 'story' as const, cached_url: 'en/pages/lanes' } }))
    expect(render({ ...SETTINGS, topnotification_links: english })).toContain(
      'aria-label="See the lanes: New lanes to Riga (Seite in einer anderen Sprache: English)" hrefLang="en">',
    )
  })

  it('hides the banner when disabled or without rich text, and uses the default theme otherwise', () => {
    expect(render({ ...SETTINGS, topnotification_enabled: false })).not.toContain('top-banner')
    expect(render({ ...SETTINGS, topnotification_richtext: { type: 'doc', content: [] } })).not.toContain('top-banner')
    expect(render({ ...SETTINGS, topnotification_theme: 'blue' })).toContain('class="top-banner top-banner--default"')
  })

  it('renders a minimal header and footer with just the logo when settings are missing', () => {
    const out = render(null)
    expect(out).toContain(
      '<header class="site-header"><div class="site-header__bar"><a class="site-logo site-header__logo" href="/de" aria-label="Startseite">',
    )
    expect(out).not.toContain('top-banner')
    expect(out).not.toContain('desktop-nav')
    expect(out).not.toContain('cookie-settings')
    expect(out).toMatch(/<main id="main" tabindex="-1">(<p id="no-translation"[^>]*>[^<]*<\/p>)?<h1>Page<\/h1><\/main>/)
  })

  it('marks the interactive parts as islands with JSON props, and sends the content they never change once, as HTML', () => {
    // Only the fields islands read; the rest of the manifest is the build's business.
    const manifest = {
      buildId: 'b',
      boot: '/assets/boot.js',
      stylesheet: '/assets/site.css',
      islands: Object.fromEntries(['Header', 'Search', 'TopBanner', 'Footer', 'Toaster', 'Lightbox'].map((name) => [name, `/assets/islands/${name}.js`])),
    } as AssetManifest
    const out = renderToString(
      <AssetsContext value={manifest}>
        <Shell language="de" settings={SETTINGS} languages={[home('de')]}>
          x
        </Shell>
      </AssetsContext>,
    )
    for (const name of ['Header', 'Search', 'TopBanner', 'Footer', 'Toaster', 'Lightbox']) expect(out).toContain(`data-island="/assets/islands/${name}.js"`)
    // The search field is an island of its own in the header's slot; the page still has one loader script.
    expect(out.match(/<script type="module" async="" src="\/assets\/boot.js">/g)).toHaveLength(1)
    const props = [...out.matchAll(/<script type="application\/json" data-island-props="">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!))
    expect(props[1]).toMatchObject({ language: 'de', logo: { alt: 'Freight' }, search: { $slot: true } })
    expect(props[2]).toEqual({ language: 'de', id: 'header-search' })
    // The dropdown's, the footer column's and the start modal's contents are slots: in the HTML, not in the props.
    expect(props[1].items[1]).toEqual({ _uid: 'n2', component: 'link-list', title: 'Resources', links: { $slot: true } })
    expect(props[1].signupModal).toEqual({ titled: true, body: { $slot: true } })
    const footer = props.find((prop) => 'columns' in prop)
    expect(footer.columns[0]).toEqual({ _uid: 'f1', component: 'footer_column', title: 'Company', links: { $slot: true } })
    expect(props[1]).toMatchObject({ languageName: 'Deutsch' })
    expect(footer).toMatchObject({ languageName: 'Deutsch', languageLinks: { $slot: true }, bottomLinks: { $slot: true } })
    for (const text of ['Blog', 'About', 'Shipper', 'Continue', 'Français', 'Cookie settings']) expect(JSON.stringify(props)).not.toContain(text)
    expect(out).toMatch(
      /<div id="nav-dropdown-n2" class="desktop-nav__dropdown"><island-slot><ul class="nav-list"><li><a [^>]*href="\/de\/blog"[^>]*><span>Blog<\/span>/,
    )
    expect(out).toMatch(/<island-slot><ul id="footer-column-f1" class="footer-column__links"><li><a [^>]*href="\/de\/about"[^>]*><span>About<\/span>/)
  })
})
