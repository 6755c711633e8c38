import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import { languageConfig } from '../config/languageConfig'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'

// The language rules as a visitor meets them: an address that names its language, a choice made by
// a browser that refuses cookies, the language switch's entries and the notice it leads to, the
// press-only languages, and the error page in the visitor's language.

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const COOKIE = env.LANGUAGE_COOKIE_NAME
const ORIGIN = 'http://localhost'
const ALL_LANGUAGES = [...languageConfig(env).supported]
/** A blog post that exists in English only (the demo space's rich-text showcase). */
const ENGLISH_ONLY = '/blog/rich-text-showcase'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const client = service.client()

interface Browser {
  country?: string
  /** Whether the browser keeps the cookies the site sets. */
  cookies: boolean
  /** The page the visitor came from: browsers send it again on every redirect of the navigation. */
  referer?: string
  jar?: Map<string, string>
}

interface Navigation {
  response: Response
  html: string
  /** Every address asked for, the first included. */
  hops: string[]
}

/** Follows a navigation's redirects as a browser does, keeping the site's cookies only when it accepts them. */
async function navigate(path: string, { country, cookies, referer, jar = new Map() }: Browser): Promise<Navigation> {
  const hops = [path]
  for (let hop = 0; hop < 5; hop++) {
    const headers: Record<string, string> = { 'user-agent': BROWSER }
    if (country) headers['cf-ipcountry'] = country
    if (referer) headers.referer = referer
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await exports.default.fetch(new Request(`${ORIGIN}${hops[hops.length - 1]}`, { headers, redirect: 'manual' }))
    const [name, value] = response.headers.get('set-cookie')?.split(';')[0]?.split('=') ?? []
    if (cookies && name && value !== undefined) jar.set(name, value)
    const location = response.headers.get('location')
    const html = await response.text()
    if (!location) return { response, html, hops }
    hops.push(location)
  }
  throw new Error(`more than 5 redirects from ${path}`)
}

/** What React writes for a text. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

function heading(html: string): string | undefined {
  return html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]
}

async function story(fullSlug: string): Promise<Story> {
  return (await client.get(`cdn/stories/${fullSlug}`)).data.story as Story
}

/** The language switch's links, by language: the footer's list, which the header's switch and the phone menu copy when opened. */
function switchLinks(html: string): Record<string, string> {
  const markup = html.match(/<div id="footer-languages" class="language-switch__list"[^>]*>(.*?)<\/div>/)?.[1] ?? ''
  return Object.fromEntries(
    [...markup.matchAll(/<a href="([^"]+)" hrefLang="([a-z]+)"/g)].map(([, href, language]) => [language, href?.replace(/&amp;/g, '&')]),
  )
}

/** The language switch of a page, with its header's button to open it. */
async function switchOf(path: string): Promise<Record<string, string>> {
  const { response, html } = await navigate(path, { cookies: false })
  expect(response.status, path).toBe(200)
  expect(html, path).toContain('aria-controls="header-languages"')
  return switchLinks(html)
}

beforeAll(async () => {
  await service.control('reset')
  await clearContentCache()
}, 30_000)

describe('an address that names its language', () => {
  it('/en/… stays English for a visitor from Germany whose browser refuses cookies: the page is answered there, and the choice stored', async () => {
    const english = title(await story('en/about'))
    const { response, html, hops } = await navigate('/en/about', { country: 'DE', cookies: false })
    expect(hops).toEqual(['/en/about'])
    expect(response.status).toBe(200)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/)
    expect(heading(html)).toBe(escaped(english))
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about"/>`)
    expect(response.headers.get('set-cookie')).toBe(`${COOKIE}=en; Max-Age=31536000; Path=/; SameSite=Lax`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('vary')).toBe('Cookie, CF-IPCountry, Referer, Accept')
  })

  it('/en/… wins over a German cookie too, which it replaces', async () => {
    const { response, html } = await navigate('/en/about', { cookies: true, jar: new Map([[COOKIE, 'de']]) })
    expect(response.status).toBe(200)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/)
    expect(response.headers.get('set-cookie')).toContain(`${COOKIE}=en;`)
  })

  it('/en/… in another form is cleaned to /en/… for such a visitor, and to the unprefixed page for everyone else', async () => {
    const german = await navigate('/EN/About/', { country: 'DE', cookies: false })
    expect(german.hops).toEqual(['/EN/About/', '/en/about'])
    expect(german.response.status).toBe(200)
    const elsewhere = await navigate('/en/about', { country: 'GB', cookies: false })
    expect(elsewhere.hops).toEqual(['/en/about', '/about'])
    expect(elsewhere.html).toMatch(/^<!DOCTYPE html><html lang="en"/)
  })

  it('a visitor from Germany following an /en/… link of the site gets the English page at its unprefixed address', async () => {
    const { response, html, hops } = await navigate('/en/about', { country: 'DE', cookies: false, referer: `${ORIGIN}/de/about` })
    expect(hops).toEqual(['/en/about', '/about'])
    expect(response.status).toBe(200)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/)
  })

  it('another language’s prefix is never overridden by the cookie or the country either', async () => {
    const { response, html, hops } = await navigate('/de/about', { country: 'FR', cookies: true, jar: new Map([[COOKIE, 'en']]) })
    expect(hops).toEqual(['/de/about'])
    expect(response.status).toBe(200)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de"/)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('choosing English with a browser that refuses cookies (?set-language=en)', () => {
  it('from the switch on a German page: the English page, and English pages as the visitor goes on', async () => {
    const referer = `${ORIGIN}/de/about`
    const choice = await navigate('/about?set-language=en', { country: 'DE', cookies: false, referer })
    expect(choice.hops).toEqual(['/about?set-language=en', '/about'])
    expect(choice.response.status).toBe(200)
    expect(choice.html).toMatch(/^<!DOCTYPE html><html lang="en"/)
    // The page's own links: no cookie, but the visitor comes from the site.
    const next = await navigate('/blog', { country: 'DE', cookies: false, referer: `${ORIGIN}/about` })
    expect(next.hops).toEqual(['/blog'])
    expect(next.html).toMatch(/^<!DOCTYPE html><html lang="en"/)
  })

  it('arriving from elsewhere (a bookmark, a typed address): the choice stays in the address, /en/…', async () => {
    const refused = await navigate('/about?set-language=en', { country: 'DE', cookies: false })
    expect(refused.hops).toEqual(['/about?set-language=en', '/en/about'])
    expect(refused.html).toMatch(/^<!DOCTYPE html><html lang="en"/)
    // A browser that keeps the cookie ends on the unprefixed address.
    const accepted = await navigate('/about?set-language=en', { country: 'DE', cookies: true })
    expect(accepted.hops).toEqual(['/about?set-language=en', '/en/about', '/about'])
    expect(accepted.html).toMatch(/^<!DOCTYPE html><html lang="en"/)
  })

  it('still sends a visitor from Germany arriving from elsewhere to German', async () => {
    for (const referer of [undefined, 'https://www.google.com/', 'http://localhost.evil.com/about']) {
      const { hops } = await navigate('/about', { country: 'DE', cookies: false, ...(referer ? { referer } : {}) })
      expect(hops, referer).toEqual(['/about', '/de/about'])
    }
  })
})

describe('the language switch', () => {
  it('on an English-only article lists every language: the article in English, elsewhere the nearest page, marked for the notice', async () => {
    expect(((await story(`en${ENGLISH_ONLY}`)).alternates ?? []).filter((alternate) => alternate.published)).toEqual([])
    const links = await switchOf(ENGLISH_ONLY)
    expect(Object.keys(links)).toEqual(ALL_LANGUAGES)
    expect(links.en).toBe(`${ENGLISH_ONLY}?set-language=en`)
    // The blog exists in German and French: its list; elsewhere the home.
    expect(links.de).toBe('/de/blog?set-language=de#no-translation')
    expect(links.fr).toBe('/fr/blog?set-language=fr#no-translation')
    for (const language of ALL_LANGUAGES.filter((other) => !['en', 'de', 'fr'].includes(other)))
      expect(links[language], language).toBe(`/${language}?set-language=${language}#no-translation`)
  })

  it('leads to the nearest page, which tells the visitor why in its language', async () => {
    for (const [href, language] of [
      ['/de/blog?set-language=de', 'de'],
      ['/ru?set-language=ru', 'ru'],
    ] as const) {
      // The fragment stays in the browser: the page carries the notice for it.
      const { response, html, hops } = await navigate(href, { cookies: true, referer: `${ORIGIN}${ENGLISH_ONLY}` })
      expect(hops).toEqual([href, href.replace(/\?.*$/, '')])
      expect(response.status).toBe(200)
      expect(html).toContain(`<p id="no-translation" class="no-translation-notice" role="note">${escaped(messagesFor(language).templates.noTranslation)}</p>`)
    }
    expect(messagesFor('de').templates.noTranslation).toContain('in der gewählten Sprache nicht')
  })

  it('goes to the translation where there is one, with no notice', async () => {
    const english = await story('en/press/freight-demo-opens-a-new-office-in-warsaw')
    const links = await switchOf(`/press/${english.slug}`)
    expect(links.de).toBe('/de/press/freight-demo-eroeffnet-ein-neues-buero-in-warschau?set-language=de')
    expect(links.fr).toBe('/fr/press/freight-demo-ouvre-un-nouveau-bureau-a-varsovie?set-language=fr')
    // No Russian translation of this release: the Russian press list.
    expect(links.ru).toBe('/ru/press?set-language=ru#no-translation')
    expect(links.es).toBe('/es?set-language=es#no-translation')
  })

  it('lists Русский and Ελληνικά on every page, with their press where it exists', async () => {
    for (const path of ['/about', '/blog', '/de/blog', '/fr/about']) {
      const links = await switchOf(path)
      expect(links.ru, path).toBe('/ru?set-language=ru#no-translation')
      expect(links.el, path).toBe('/el?set-language=el#no-translation')
    }
    const press = await switchOf('/press')
    expect(press.ru).toBe('/ru/press?set-language=ru')
    expect(press.el).toBe('/el/press?set-language=el')
    const russian = await switchOf('/ru/press/novyi-ofis-v-varshave')
    expect(russian.ru).toBe('/ru/press/novyi-ofis-v-varshave?set-language=ru')
    expect(russian.en).toBe('/press?set-language=en#no-translation')
    expect(russian.el).toBe('/el/press?set-language=el#no-translation')
    expect(russian.es).toBe('/es?set-language=es#no-translation')
  })

  it('on the error page offers every language’s home', async () => {
    const { response, html } = await navigate('/de/nope', { cookies: false })
    expect(response.status).toBe(404)
    const links = switchLinks(html)
    expect(Object.keys(links)).toEqual(ALL_LANGUAGES)
    expect(links.en).toBe('/?set-language=en')
    expect(links.ru).toBe('/ru?set-language=ru')
  })
})

describe('the press-only languages', () => {
  it.each([
    ['ru', 'Пресса'],
    ['el', 'Τύπος'],
  ])('/%s links to its own press, from the menu and the home page, and the press page is there', async (language, press) => {
    const { html } = await navigate(`/${language}`, { cookies: false })
    expect(html).toContain(`<a href="/${language}/press" class="nav-link" data-tracking="nav-press"><span>${press}</span></a>`)
    expect(html).toMatch(new RegExp(`<a href="/${language}/press" class="btn[^"]*" data-tracking="home-press">`))
    expect(html).not.toContain('href="/press"')
    const list = await navigate(`/${language}/press`, { cookies: false })
    expect(list.response.status).toBe(200)
    expect(heading(list.html)).toBe(press)
  })
})

describe('the error page in the visitor’s language', () => {
  it.each([
    ['de', 'Fehler', 'Seite nicht gefunden: /de/nope', 'Fehler 404'],
    ['fr', 'erreur', 'Page introuvable : /fr/nope', 'Erreur 404'],
    ['ru', 'ошибка', 'Страница не найдена: /ru/nope', 'Ошибка 404'],
    ['el', 'σφάλμα', 'Η σελίδα δεν βρέθηκε: /el/nope', 'Σφάλμα 404'],
  ])('/%s/nope: status line, message and tab title', async (language, overline, message, tabTitle) => {
    const { response, html } = await navigate(`/${language}/nope`, { cookies: false })
    expect(response.status).toBe(404)
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}"`))
    expect(html).toContain(`<title>${tabTitle} · ${env.COMPANY_NAME}</title>`)
    expect(html).toContain(`<p class="error-page__overline">${overline} <span class="error-page__status">404</span></p>`)
    expect(html).toContain(`<p class="error-page__message">${escaped(message)}</p>`)
    expect(html).not.toMatch(/Page Not Found|Page not found|error 404/)
  })
})

function title(entry: Story): string {
  return String(entry.content.title ?? entry.name)
}
