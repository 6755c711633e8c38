import { renderWithText } from '../../../tests/support/renderWithText'
import { describe, expect, it } from 'vitest'
import type { Multilink } from '../../content/storyblok'
import { PageLanguageContext } from '../../links/PageLanguageContext'
import { markLink } from '../../richtext/markLink'
import { SiteLink } from './SiteLink'

const render = (link: Multilink | string) => renderWithText(<SiteLink link={link}>Text</SiteLink>)
const NEW_TAB = '<span class="visually-hidden"> (opens in a new tab)</span>'

describe('SiteLink: the link rules', () => {
  it('renders the target the editor chose: a blank target opens a new tab with rel="noopener"', () => {
    expect(render({ linktype: 'story', cached_url: 'en/pages/about', target: '_blank' })).toBe(
      `<a href="/about" target="_blank" rel="noopener">Text${NEW_TAB}</a>`,
    )
    expect(render({ linktype: 'url', url: 'https://example.com/', target: '_self' })).toBe('<a href="https://example.com/">Text</a>')
    expect(render({ linktype: 'url', url: 'https://example.com/' })).toBe(`<a href="https://example.com/" target="_blank" rel="noopener">Text${NEW_TAB}</a>`)
    expect(render({ linktype: 'story', cached_url: 'en/pages/about', target: 'evil' as '_blank' })).toBe('<a href="/about">Text</a>')
  })

  it('renders allowed custom attributes and nothing else', () => {
    const link: Multilink = {
      linktype: 'url',
      url: 'https://example.com/',
      target: '_blank',
      custom: {
        rel: 'nofollow sponsored',
        title: 'Partner "site"',
        hreflang: 'de-AT',
        download: 'brochure.pdf',
        'aria-describedby': 'note',
        'data-campaign': 'spring',
        onclick: 'alert(1)',
        onMouseOver: 'x',
        style: 'color:red',
        class: 'x',
        href: 'javascript:alert(1)',
        target: '_top',
        'data-x y': 'z',
      },
    }
    expect(render(link)).toBe(
      `<a title="Partner &quot;site&quot;" hrefLang="de-AT" download="brochure.pdf" aria-describedby="note" data-campaign="spring" href="https://example.com/" target="_blank" rel="nofollow sponsored noopener">Text${NEW_TAB}</a>`,
    )
  })

  it('reads custom attributes set on the link itself, and refuses malformed values', () => {
    expect(render({ linktype: 'story', cached_url: 'en/blog/', rel: 'nofollow', title: 'All posts', hreflang: '"><script>', 'data-n': 3 })).toBe(
      '<a title="All posts" data-n="3" href="/blog" rel="nofollow">Text</a>',
    )
    expect(render({ linktype: 'story', cached_url: 'en/blog/', custom: { rel: 'no"follow' } })).toBe('<a href="/blog">Text</a>')
  })

  it('turns tel: and mailto: into working links', () => {
    expect(render('tel:+49 (30) 123-45.67')).toBe('<a href="tel:+49301234567">Text</a>')
    expect(render({ linktype: 'url', url: 'mailto:sales@freight.example' })).toBe('<a href="mailto:sales@freight.example">Text</a>')
    expect(render({ linktype: 'email', email: 'ops@freight.example' })).toBe('<a href="mailto:ops@freight.example">Text</a>')
  })

  it.each(['tel:call-me', 'tel:', 'javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/x', 'sms:+4930', 'mailto:'])(
    'refuses %s: plain text',
    (url) => {
      expect(render({ linktype: 'url', url })).toBe('Text')
    },
  )

  it('keeps relative url targets on this site, in the same tab', () => {
    expect(render({ linktype: 'url', url: 'pricing' })).toBe('<a href="/pricing">Text</a>')
    expect(render({ linktype: 'url', url: './pricing?plan=pro#faq' })).toBe('<a href="/pricing?plan=pro#faq">Text</a>')
    expect(render({ linktype: 'url', url: '../../de/pages/kontakt' })).toBe('<a href="/de/kontakt">Text</a>')
    expect(render({ linktype: 'url', url: '/\\evil.example/x' })).toBe(`<a href="https://evil.example/x" target="_blank" rel="noopener">Text${NEW_TAB}</a>`)
  })

  it('takes target and custom attributes from rich text link marks', () => {
    const link = markLink({ href: 'https://example.com/', linktype: 'url', target: '_blank', custom: { rel: 'nofollow', onclick: 'x' } })
    expect(render(link)).toBe(`<a href="https://example.com/" target="_blank" rel="nofollow noopener">Text${NEW_TAB}</a>`)
  })
})

describe('SiteLink: a link to a page in another language', () => {
  const inPage = (language: string, link: Multilink, label?: string) =>
    renderWithText(
      <PageLanguageContext value={language}>
        <SiteLink link={link} aria-label={label}>
          <span>O nas</span>
        </SiteLink>
      </PageLanguageContext>,
      language,
    )
  const WORDS = '<span>O nas</span>'
  const ENGLISH_TAG = '<span class="link-language"><span class="visually-hidden"> strona w innym języku: </span><span lang="en">English</span></span>'

  it('says so: hreflang of its target, the language’s own name as a tag, and the notice of the page it opens', () => {
    expect(inPage('pl', { linktype: 'story', cached_url: 'en/about' })).toBe(`<a href="/about#no-translation" hrefLang="en">${WORDS} ${ENGLISH_TAG}</a>`)
    expect(inPage('pl', markLink({ linktype: 'story', href: '/en/pages/for-shippers' }))).toBe(
      `<a href="/for-shippers#no-translation" hrefLang="en">${WORDS} ${ENGLISH_TAG}</a>`,
    )
  })

  it('keeps the place in the page its editor chose, and its own label with the language added', () => {
    expect(inPage('pl', { linktype: 'story', cached_url: 'en/about', anchor: 'team' })).toBe(`<a href="/about#team" hrefLang="en">${WORDS} ${ENGLISH_TAG}</a>`)
    expect(inPage('pl', { linktype: 'story', cached_url: 'en/about' }, 'O firmie')).toContain('aria-label="O firmie (strona w innym języku: English)"')
  })

  it('names any language the same way, and leaves a link in the page’s own language as it is', () => {
    expect(inPage('en', { linktype: 'story', cached_url: 'de/about' })).toContain(
      'hrefLang="de"><span>O nas</span> <span class="link-language"><span class="visually-hidden"> page in another language: </span><span lang="de">Deutsch</span></span></a>',
    )
    expect(inPage('pl', { linktype: 'story', cached_url: 'pl/about' })).toBe('<a href="/pl/about"><span>O nas</span></a>')
    expect(inPage('pl', { linktype: 'url', url: '/about' })).toBe('<a href="/about"><span>O nas</span></a>')
  })
})
