import { env, exports } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { languagePrefix } from '../../shared/i18n/languages'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import type { Story } from '../../shared/content/storyblok'
import type { SiteSettings } from '../../shared/content/SiteSettings'
import { TestContentService } from '../../tests/support/TestContentService'
import { contentSource } from '../content/contentSource'
import { LISTED_ONLY } from '../content/listedOnly'
import { signedEditorUrl } from '../../tests/support/signedEditorUrl'
import { MAX_PATH_LENGTH } from '../routeTable/parseSitePath'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { SECTIONS, type Section } from '../../shared/sections/sections'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
/** An unprefixed page's answer depends on the visitor's language hints, and any page's on Accept (its Markdown: markdownPages.test.ts). */
const VARY = 'Cookie, CF-IPCountry, Referer, Accept'
const VARY_PREFIXED = 'Accept'
const COOKIE = env.LANGUAGE_COOKIE_NAME
const NEWEST_FIRST = 'first_published_at:desc'

interface Visit {
  cookie?: string
  country?: string
  userAgent?: string
  method?: string
}

function visit(path: string, { cookie, country, userAgent = BROWSER, method = 'GET' }: Visit = {}): Promise<Response> {
  const headers: Record<string, string> = { 'user-agent': userAgent }
  if (cookie !== undefined) headers.cookie = cookie
  if (country !== undefined) headers['cf-ipcountry'] = country
  return exports.default.fetch(new Request(`http://localhost${path}`, { method, headers, redirect: 'manual' }))
}

const withLanguage = (language: string): Visit => ({ cookie: `${COOKIE}=${language}` })

/** What React writes for a text. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

/** What the error page says about a path, in the language its prefix names (the message escaped as React writes it). */
function problemText(problem: 'noRoute' | 'notFound', path: string): string {
  const language = /^\/([a-z]{2})(\/|$)/.exec(path)?.[1] ?? 'en'
  return escaped(messagesFor(language).errorPage[problem](path))
}

function heading(html: string): string | undefined {
  return html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]
}

// The expected texts come from the content service itself, so the tests follow the demo content.
const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const client = service.client()

async function story(fullSlug: string): Promise<Story> {
  return (await client.get(`cdn/stories/${fullSlug}`)).data.story as Story
}

/** The first story of a folder's list, in the list's order (unlisted stories and the folder's start page left out). */
async function first(folder: string, component: string, sortBy = NEWEST_FIRST, extra: Record<string, string> = {}): Promise<Story> {
  const params = { starts_with: folder, per_page: 1, sort_by: sortBy, is_startpage: false, 'filter_query[component][in]': component, ...LISTED_ONLY, ...extra }
  const [first] = (await client.get('cdn/stories', params)).data.stories as Story[]
  if (!first) throw new Error(`no ${component} in ${folder}`)
  return first
}

function title(entry: Story): string {
  return String(entry.content.title ?? entry.name)
}

/** The home page's headline: its opening section head (the hero). */
function heroTitle(home: Story): string {
  const [hero] = home.content.body as { title?: string }[]
  return String(hero?.title)
}

interface Example {
  path: string
  /** The page's <h1>. */
  heading: string
  /** A text the page shows besides. */
  shows?: string
}

type Route = [string, (language: string) => Promise<Example>]

/**
 * Each route of the route table with a way to find an existing page for it in a language: home and
 * the generic pages, then every section of sections.ts (sectionRoutes). The pages come from the
 * content service; what each must show (its heading, a story of its list) is read from the stories.
 */
const ROUTES: Route[] = [
  ['/', async (language) => ({ path: languagePrefix(language) || '/', heading: heroTitle(await story(`${language}/home`)) })],
  ['/{slug} (root page)', async (language) => ({ path: `${languagePrefix(language)}/about`, heading: title(await story(`${language}/about`)) })],
  ['/{slug} (pages folder)', async (language) => ({ path: `${languagePrefix(language)}/pricing`, heading: title(await story(`${language}/pages/pricing`)) })],
  ...SECTIONS.flatMap(sectionRoutes),
]

/** The first story of a section's list that a language has: its first story of those types, in the section's order (newest first where it names none), still listed. */
function firstListed(section: Section, language: string): Promise<Story> {
  const components = section.types.map((type) => type.component).join(',')
  const stillListed: Record<string, string> = section.listedUntil
    ? { [`filter_query[${section.listedUntil}][gt_date]`]: new Date().toISOString().slice(0, 16).replace('T', ' ') }
    : {}
  return first(`${language}/${section.folder}/`, components, section.sortBy ?? NEWEST_FIRST, stillListed)
}

/** A story of a component directly in one of a route's folders (the first folder that has one). */
async function firstIn(language: string, folders: readonly string[], component: string): Promise<Story> {
  for (const folder of folders) {
    const found = await first(`${language}/${folder}/`, component).catch(() => undefined)
    if (found?.full_slug === `${language}/${folder}/${found?.slug}`) return found
  }
  throw new Error(`no ${component} in ${folders.join(', ')} (${language})`)
}

/** A section's list (its heading its folder's start page's, showing its first story), each of its story routes with a story of each type it shows, and a later page of the list. */
function sectionRoutes(section: Section): Route[] {
  const { basePath, folder } = section
  const list = (language: string, suffix: string) => async (): Promise<Example> => ({
    path: `${languagePrefix(language)}${basePath}${suffix}`,
    heading: title(await story(`${language}/${folder}/`)),
  })
  const stories = section.storyRoutes.flatMap((route) => {
    const components = section.types
      .filter((type) => type.pageKind && (route.components ?? [type.component]).includes(type.component))
      .map((type) => type.component)
    return components.map((component): Route => [
      `${basePath}${route.path.replace(':slug', '{slug}')}${components.length > 1 ? ` (${component})` : ''}`,
      async (language) => {
        const entry = await firstIn(language, route.folders, component)
        return { path: `${languagePrefix(language)}${basePath}${route.path.replace(':slug', entry.slug)}`, heading: title(entry) }
      },
    ])
  })
  const later: Route[] = []
  if (section.paging.kind === 'tabs') {
    // A list with categories on the tab of its first story's category; the others on `all`.
    const tab = async (language: string) => (section.categories ? String((await firstListed(section, language)).content.category) : 'all')
    later.push([`${basePath}/{page}/{tab}`, async (language) => list(language, `/1/${await tab(language)}`)()])
  } else if (section.paging.kind === 'numbered') {
    const { pagesPath } = section.paging
    later.push([`${pagesPath}/{number}`, async (language) => ({ ...(await list(language, '')()), path: `${languagePrefix(language)}${pagesPath}/1` })])
  }
  return [[basePath, async (language) => ({ ...(await list(language, '')()), shows: title(await firstListed(section, language)) })], ...stories, ...later]
}

beforeAll(async () => {
  await service.control('reset')
  // The first render of a run loads the worker's modules: not what the route tests time.
  await (await visit('/')).text()
  await clearContentCache()
}, 30_000)

describe('the route table', () => {
  describe.each([
    ['without a prefix (en)', 'en'],
    ['with a prefix (de)', 'de'],
    ['with a prefix (fr)', 'fr'],
  ])('%s', (_label, language) => {
    it.each(ROUTES)('%s', async (_route, example) => {
      const { path, heading: expected, shows } = await example(language)
      const response = await visit(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(heading(html), path).toBe(escaped(expected))
      if (shows) expect(html, path).toContain(escaped(shows))
      expect(html).toContain(`<html lang="${language}"`)
      expect(response.headers.get('vary')).toBe(language === 'en' ? VARY : VARY_PREFIXED)
    })
  })

  it.each(ROUTES)('%s also answers under /en, redirecting to the unprefixed path', async (_route, example) => {
    const { path } = await example('en')
    const response = await visit(`/en${path === '/' ? '' : path}`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(path)
  })

  it('matches case-insensitively, redirecting to the lowercase path', async () => {
    const [, blogPost] = ROUTES.find(([route]) => route === '/blog/{slug}') ?? []
    const { path } = await blogPost!('de')
    const response = await visit(path.toUpperCase())
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(path)
  })

  it('prefers static routes over parameter routes', async () => {
    expect(heading(await (await visit('/pages')).text())).toBe(escaped(title(await story('en/pages/'))))
    expect(heading(await (await visit('/press/clippings')).text())).toBe(escaped(title(await story('en/press/clippings/'))))
  })

  it('pages lists to the last page and links previous and next pages', async () => {
    const html = await (await visit('/blog/2/all')).text()
    expect(html).toContain('<a href="/blog" rel="prev">')
    expect(html).toContain('<a href="/blog/3/all" rel="next">')
    expect(html).toMatch(new RegExp(`<title>[^<]*\\(2/3\\) · ${env.COMPANY_NAME}</title>`))
    expect((await visit('/blog/3/all')).status).toBe(200)
    expect((await visit('/press/clippings/3')).status).toBe(200)
  })

  it('serves the press languages their home and press pages only', async () => {
    const item = await first('ru/press/', 'press_item')
    expect((await visit('/ru')).status).toBe(200)
    expect((await visit('/ru/press')).status).toBe(200)
    const page = await visit(`/ru/press/${item.slug}`)
    expect(page.status).toBe(200)
    expect(heading(await page.text())).toBe(escaped(title(item)))
    expect((await visit('/el/press')).status).toBe(200)
    // What a language lacks leads to the English page, which says so (#no-translation), never to a 404.
    for (const path of ['/ru/blog', '/ru/about', '/el/pages', '/es/press', '/ru/press/clippings']) {
      const response = await visit(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toBe(`${path.slice(3)}#no-translation`)
    }
    const nowhere = await visit('/ru/nowhere')
    expect(nowhere.status).toBe(404)
    expect(await nowhere.text()).toContain('Страница не найдена: /ru/nowhere')
  })

  // Each a page rendered cold: more than the default 5 s on a busy machine.
  it('serves every site language its company pages, which its menus lead to', { timeout: 30_000 }, async () => {
    for (const path of ['/pl/about', '/es/for-shippers', '/ro/for-carriers', '/nl/privacy', '/lt/imprint', '/lv/contact']) {
      const response = await visit(path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toContain(`<link rel="alternate" hrefLang="en" href="`)
    }
  })

  it('serves a site language its home even when it has no sections yet, and leads its sections to the English ones', async () => {
    expect((await visit('/es')).status).toBe(200)
    const blog = await visit('/es/blog?utm_source=mail')
    expect(blog.status).toBe(302)
    expect(blog.headers.get('location')).toBe('/blog?utm_source=mail#no-translation')
    expect(await (await visit('/es/blog/no-such-post')).text()).toContain('/es/blog/no-such-post')
  })
})

describe('a page that exists only in English', () => {
  it('is where its address in another language leads, with the notice that the language switch shows', async () => {
    const response = await visit('/de/blog/intermodal-transport-explained-in-five-minutes')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/blog/intermodal-transport-explained-in-five-minutes#no-translation')
  })
})

describe('validation hooks (404 Page Not Found)', () => {
  it.each([
    '/nope',
    '/_settings',
    '/home-sweet-home',
    '/authors',
    '/pages/nope',
    '/blog/nope',
    '/blog/0/all',
    '/blog/01/all',
    '/blog/-1/all',
    '/blog/1.5/all',
    '/blog/x/all',
    '/blog/999999/all',
    '/blog/4/all',
    '/blog/1/unknown-category',
    '/tech/1/sustainability',
    '/case/2/all',
    '/case/1/retail',
    '/glossary/2/all',
    '/reports/1/gated',
    '/webinars/9/all',
    '/press/page/0',
    '/press/page/9',
    '/press/page/two',
    '/press/clippings/0',
    '/press/clippings/4',
    '/press/posts/nope',
    '/press/nope',
    '/de/nope',
    '/blog/%00',
    '/foo%00bar',
    '/blog/a%2Fb',
  ])('%s', async (path) => {
    const response = await visit(path)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(problemText('notFound', path))
  })

  // Each story route of every section, with a slug no story has.
  it.each(SECTIONS.flatMap((section) => section.storyRoutes.map((route) => `${section.basePath}${route.path.replace(':slug', 'no-such-story')}`)))(
    '%s (a section’s story route)',
    async (path) => {
      const response = await visit(path)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain(problemText('notFound', path))
    },
  )
})

describe("a number in the place of a list's article", () => {
  it.each([
    ['/blog/2', '/blog/2/all'],
    ['/blog/1', '/blog'],
    ['/de/press/3', '/de/press/page/3'],
    ['/glossary/2', '/glossary/2/all'],
  ])('%s leads to that page of the list, %s', async (path, location) => {
    const response = await visit(path)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
  })

  it('leaves a slug that is no number to its article, or to 404', async () => {
    expect((await visit('/blog/2x')).status).toBe(404)
    expect((await visit('/blog/0')).status).toBe(404)
  })
})

describe('unmatched routes (404 Page not found)', () => {
  it.each(['/xx/foo', '/a/b/c/d', '/blog/1/2/3', '/de/xx/foo', '/press/posts/x/y', '/%E0%A4%A', '/%'])('%s', async (path) => {
    const response = await visit(path)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(problemText('noRoute', path))
  })

  it('shows the full path with the query, escaped', async () => {
    const response = await visit('/nope/nope?q=<script>alert(1)</script>&x="y"')
    const html = await response.text()
    expect(html).toContain('Page not found: /nope/nope?q=%3Cscript%3Ealert(1)%3C/script%3E&amp;x=%22y%22')
    expect(html).not.toContain('<script>alert')
  })
})

describe('canonical paths', () => {
  it.each([
    ['/Blog', '/blog'],
    ['/blog/', '/blog'],
    ['/BLOG/', '/blog'],
    ['/de/', '/de'],
    ['/DE/Blog/', '/de/blog'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/EN/Press/', '/press'],
    ['//blog', '/blog'],
    ['/blog//2///all/', '/blog/2/all'],
    ['/Bl%6Fg', '/blog'],
    ['/Blog/?utm_source=Mail&Q=A', '/blog?utm_source=Mail&Q=A'],
    ['/Nope/', '/nope'],
  ])('%s → %s in one 301', async (from, to) => {
    const response = await visit(from)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(to)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it.each(['//evil.com/', '//evil.com', '/\\evil.com/', '/%2F%2Fevil.com/', '/%5Cevil.com/', '/%2F/evil.com/', '/%09/evil.com/'])(
    'never sends %s off the site',
    async (from) => {
      const response = await visit(from)
      const location = response.headers.get('location')
      if (location !== null) {
        expect(location).toMatch(/^\/(?![/\\])/)
        expect(new URL(location, 'https://www.freight.example').host).toBe('www.freight.example')
      }
      expect([301, 404]).toContain(response.status)
    },
  )

  it('says that an unprefixed redirect depends on the language cookie and country', async () => {
    expect((await visit('/Blog')).headers.get('vary')).toBe(VARY)
    expect((await visit('/DE/Blog')).headers.get('vary')).toBe(VARY_PREFIXED)
  })
})

describe('language redirect', () => {
  const expectLanguageRedirect = (response: Response, location: string) => {
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(location)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('vary')).toBe(VARY)
  }

  it('sends a visitor with a language cookie to the page in that language', async () => {
    expectLanguageRedirect(await visit('/', withLanguage('de')), '/de')
    expectLanguageRedirect(await visit('/blog', withLanguage('fr')), '/fr/blog')
    expectLanguageRedirect(await visit('/about?ref=mail', withLanguage('de')), '/de/about?ref=mail')
  })

  it('goes to the published translation, whose slug may differ', async () => {
    const english = await story('en/blog/intermodal-transport-explained-in-five-minutes')
    const german = english.alternates.find((alternate) => alternate.full_slug.startsWith('de/'))
    expectLanguageRedirect(await visit(`/blog/${english.slug}`, withLanguage('de')), `/de/blog/${german?.slug}`)
  })

  it('keeps the list filter and starts at its first page', async () => {
    expectLanguageRedirect(await visit('/blog/1/sustainability', withLanguage('de')), '/de/blog/1/sustainability')
    expectLanguageRedirect(await visit('/blog/2/all', withLanguage('de')), '/de/blog')
    expectLanguageRedirect(await visit('/press/page/2', withLanguage('fr')), '/fr/press')
  })

  it('otherwise follows the country', async () => {
    expectLanguageRedirect(await visit('/', { country: 'DE' }), '/de')
    expectLanguageRedirect(await visit('/', { country: 'AT' }), '/de')
    expectLanguageRedirect(await visit('/', { country: 'be' }), '/nl')
    expectLanguageRedirect(await visit('/blog', { country: 'FR' }), '/fr/blog')
    expectLanguageRedirect(await visit('/', { country: 'GR' }), '/el')
  })

  it('lets the cookie win over the country, English included', async () => {
    expectLanguageRedirect(await visit('/', { ...withLanguage('fr'), country: 'DE' }), '/fr')
    const english = await visit('/', { ...withLanguage('en'), country: 'DE' })
    expect(english.status).toBe(200)
    expect(english.headers.get('vary')).toBe(VARY)
  })

  it.each([
    ['an unsupported cookie', { cookie: `${COOKIE}=xx` }],
    ['a malformed cookie', { cookie: `${COOKIE}=%E0%A4%A; =; ;;${COOKIE}` }],
    ['a cookie with an attribute-like value', { cookie: `${COOKIE}="de;path=/"` }],
    ['an English country', { country: 'GB' }],
    ['a Tor exit (T1)', { country: 'T1' }],
    ['an unknown country (XX)', { country: 'XX' }],
    ['a garbage country', { country: '<script>' }],
    ['a country outside Europe', { country: 'BR' }],
    ['a crawler from Germany', { country: 'DE', userAgent: GOOGLEBOT }],
  ])('leaves a visitor with %s on the English page', async (_case, hints) => {
    const response = await visit('/', hints)
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toBe(VARY)
    expect(await response.text()).toContain('<html lang="en"')
  })

  it('ignores an unsupported cookie but still follows the country', async () => {
    expectLanguageRedirect(await visit('/', { cookie: `${COOKIE}=xx`, country: 'FR' }), '/fr')
  })

  it('stays on the English page when no translation exists', async () => {
    const spanishHome = await visit('/', { country: 'ES' })
    expectLanguageRedirect(spanishHome, '/es')
    const blog = await visit('/blog', { country: 'ES' })
    expect(blog.status).toBe(200)
    expect(blog.headers.get('vary')).toBe(VARY)
    expect((await visit('/blog', withLanguage('ru'))).status).toBe(200)
    expectLanguageRedirect(await visit('/', withLanguage('ru')), '/ru')
  })

  it('never redirects a path that has a language prefix', async () => {
    const response = await visit('/de/blog', { ...withLanguage('fr'), country: 'FR' })
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toBe(VARY_PREFIXED)
  })

  it('never redirects the visual editor, but treats unverified preview parameters like any visitor', async () => {
    const source = contentSource(env)
    const editor = await signedEditorUrl('http://localhost/about', {
      spaceId: source.spaceId,
      timestamp: Math.floor(Date.now() / 1000),
      previewToken: source.previewToken,
    })
    expect((await visit(editor.pathname + editor.search, withLanguage('de'))).status).toBe(200)
    expectLanguageRedirect(await visit('/about?_storyblok=123', withLanguage('de')), '/de/about?_storyblok=123')
  })

  it('ignores cookies over 4 KB and malformed cookies safely', async () => {
    expectLanguageRedirect(await visit('/', { cookie: `junk=${'x'.repeat(10_000)}; ${COOKIE}=de` }), '/de')
    const oversized = await visit('/', { cookie: `${COOKIE}=de${'%20'.repeat(1400)}` })
    expect(oversized.status).toBe(200)
    for (const cookie of [`${COOKIE}=%E0%A4%A`, `${COOKIE}`, 'cookie_consent={"analytics":', `cookie_consent=${'['.repeat(5000)}`, ';;;=;=']) {
      expect((await visit('/', { cookie })).status).toBe(200)
    }
  })

  it('cleans the path and changes the language in one redirect', async () => {
    expectLanguageRedirect(await visit('/Blog/?page=x', withLanguage('de')), '/de/blog?page=x')
    expectLanguageRedirect(await visit('/ABOUT/', withLanguage('fr')), '/fr/about')
  })

  it('does not redirect an unknown page, whatever the language', async () => {
    const response = await visit('/nope', withLanguage('de'))
    expect(response.status).toBe(404)
    expect(response.headers.get('vary')).toBe(VARY)
  })
})

describe('language choice (?set-language=)', () => {
  it('stores the chosen language and goes to the same address without the parameter', async () => {
    const response = await visit('/de/blog?x=1&set-language=de')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/de/blog?x=1')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('set-cookie')).toBe(`${COOKIE}=de; Max-Age=31536000; Path=/; SameSite=Lax`)
  })

  it('stores it as a Secure cookie on https', async () => {
    const response = await exports.default.fetch(
      new Request('https://localhost/de/blog?set-language=de', { headers: { 'user-agent': BROWSER }, redirect: 'manual' }),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('set-cookie')).toBe(`${COOKIE}=de; Max-Age=31536000; Path=/; Secure; SameSite=Lax`)
  })

  it('stores English, which then keeps a German visitor on English pages', async () => {
    // Arriving from elsewhere, the choice also stays in the address (/en/about): languageRules.test.ts follows it without the cookie.
    const response = await visit('/about?set-language=EN', { country: 'DE' })
    expect(response.headers.get('location')).toBe('/en/about')
    expect(response.headers.get('set-cookie')).toContain(`${COOKIE}=en;`)
    expect((await visit('/about', { ...withLanguage('en'), country: 'DE' })).status).toBe(200)
  })

  it('stores nothing for an unsupported language', async () => {
    const response = await visit('/?set-language=xx')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('redirect entries', () => {
  it.each([
    ['/old-news', '/press'],
    ['/jobs', '/open-positions'],
    ['/jobs?utm_source=x', '/open-positions?utm_source=x'],
    ['/Jobs/', '/open-positions'],
    ['/en/jobs', '/open-positions'],
    ['/de/aktuelles', '/de/press'],
    ['/blog/freight-basics', '/blog/intermodal-transport-explained-in-five-minutes'],
    ['/careers', 'https://careers.example.com/'],
  ])('%s → %s', async (from, to) => {
    const response = await visit(from)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(to)
  })

  it('win over the language redirect; the target then follows the language', async () => {
    const response = await visit('/jobs', withLanguage('de'))
    expect(response.headers.get('location')).toBe('/open-positions')
    expect((await visit('/open-positions', withLanguage('de'))).headers.get('location')).toBe('/de/open-positions')
  })
})

describe('odd requests', () => {
  it('answers HEAD like GET, without a body', async () => {
    const page = await visit('/', { method: 'HEAD' })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toBe('')
    const missing = await visit('/nope', { method: 'HEAD' })
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('')
    expect((await visit('/Blog', { method: 'HEAD' })).headers.get('location')).toBe('/blog')
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s to a page with 405 and Allow', async (method) => {
    const response = await visit('/blog', { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })

  it('answers a 10 000 character path with a 404, showing a shortened path', async () => {
    const path = `/${'a'.repeat(9_999)}`
    const response = await visit(path)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain(`Page not found: /${'a'.repeat(100)}`)
    expect(html).not.toContain('a'.repeat(MAX_PATH_LENGTH))
  })

  it('answers a long slug without asking the content service for it', async () => {
    const response = await visit(`/blog/${'a'.repeat(500)}`)
    expect(response.status).toBe(404)
    const requests = await service.requests('aaaaaaaaaa')
    expect(requests).toEqual([])
  })

  it('renders a page with a huge query string', async () => {
    const query = `?q=${'x'.repeat(20_000)}`
    expect((await visit(`/${query}`)).status).toBe(200)
    const redirect = await visit(`/Blog${query}`)
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('location')).toBe(`/blog${query}`)
  })

  it('keeps Server-Timing on pages, redirects and error pages', async () => {
    for (const path of ['/blog', '/nope', '/%E0%A4%A']) {
      const timing = (await visit(path)).headers.get('server-timing') ?? ''
      expect(timing, path).toMatch(/content;dur=/)
      expect(timing, path).toMatch(/cache;desc=/)
      expect(timing, path).toMatch(/render;dur=/)
    }
  })
})

describe('the error page', () => {
  let settings: SiteSettings
  beforeAll(async () => {
    settings = (await story('de/_settings')).content as SiteSettings
  })
  beforeEach(async () => {
    await service.control('reset')
  })

  it('shows the settings of the visitor’s language with the real status', async () => {
    const response = await visit('/de/nope?x=1')
    expect(response.status).toBe(404)
    const html = await response.text()
    // Written in German throughout: the settings' texts, and the status line, the message and the title from the catalogue.
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/)
    expect(html).toContain(`<title>Fehler 404 · ${env.COMPANY_NAME}</title>`)
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
    expect(html).toContain('<p class="error-page__overline">Fehler <span class="error-page__status">404</span></p>')
    expect(heading(html)).toBe(escaped(settings.error_title ?? ''))
    expect(html).toContain(escaped(settings.error_text ?? ''))
    expect(html).toContain('<p class="error-page__message">Seite nicht gefunden: /de/nope?x=1</p>')
    const [home] = settings.error_cta ?? []
    expect(html).toMatch(new RegExp(`<a href="/de"[^>]*><span>${escaped(home?.title ?? '')}</span>`))
    expect(html).toContain('class="driving-car"')
    expect(html).toContain('<header')
    expect(html).toContain('<footer')
    expect(html).toContain('data-open-modal="signup"')
  })

  it('is a bare Error heading when the settings are missing', async () => {
    await clearContentCache()
    await service.control('faults', { down: true, pathPrefix: '/v2/cdn/stories/de/_settings' })
    const response = await visit('/de/nope')
    expect(response.status).toBe(404)
    const html = await response.text()
    // The SPEC's bare page, in its English words throughout.
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/)
    expect(heading(html)).toBe('Error')
    expect(html).toContain(`<title>Error 404 · ${env.COMPANY_NAME}</title>`)
    expect(html).toContain('Page Not Found: /de/nope')
  })

  it('is a 503 when content cannot be had and nothing is cached, never with a stack trace', async () => {
    await clearContentCache()
    await service.control('faults', { down: true })
    const response = await visit('/fr/about')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('retry-after')).toBe('30')
    const html = await response.text()
    expect(heading(html)).toBe('Error')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
    expect(html).not.toMatch(/at \w+ \(|ContentUnavailableError|Storyblok cdn\/|\.ts:\d+/)
  })
})
