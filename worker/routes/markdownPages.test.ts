import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { isOpen, readJobOpening } from '../../shared/content/types/jobOpening'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import { SECTIONS } from '../../shared/sections/sections'
import { markdownAddress } from '../../shared/seo/markdownAddress'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { decodeEntities } from '../../tests/support/decodeEntities'
import { publishStory } from '../../tests/support/publishStory'
import { TestContentService } from '../../tests/support/TestContentService'

// Pages for machines: every page's Markdown at its own address (`/blog/x.md`, `/index.md`, `/de.md`)
// and through `Accept: text/markdown`, as agents ask for it, through the whole worker (gateway and renderer).

const ORIGIN = 'http://localhost'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const MARKDOWN = 'text/markdown; charset=utf-8'
const AGENT = { accept: 'text/markdown' }
/** Some forty pages, each asked for four ways, on a machine shared with other work. */
const TEMPLATES_TIMEOUT_MS = 120_000

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const client = service.client()
const LIST_PATHS = new Set(SECTIONS.map((section) => section.basePath))

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers: { 'user-agent': BROWSER, ...headers }, redirect: 'manual' }))
}

/** What a Markdown text says once its escapes are read. */
const unescaped = (markdown: string) => markdown.replace(/\\(.)/g, '$1')
const tagsOf = (response: Response) => (response.headers.get('cache-tag') ?? '').split(',').sort()

/**
 * One address of each kind in a language's sitemap: the home, a page of its own, each list and one
 * story of each section; so every template the sitemaps know is here, in the language's own words.
 */
async function oneOfEachKind(language: string): Promise<string[]> {
  const xml = await (await get(`/sitemaps/${language}.xml`)).text()
  const prefix = language === 'en' ? '' : `/${language}`
  const kinds = new Map<string, string>()
  for (const [, loc = ''] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc).pathname
    const rest = path.slice(prefix.length) || '/'
    const [first = ''] = rest.split('/').filter(Boolean)
    const kind = rest === '/' ? 'home' : LIST_PATHS.has(rest) ? rest : LIST_PATHS.has(`/${first}`) ? `/${first}/*` : 'page'
    if (!kinds.has(kind)) kinds.set(kind, path)
  }
  return [...kinds.values()]
}

/** Checks a page's Markdown against its HTML: named in its head, at its address and by negotiation, with the page's heading, canonical and tags. */
async function expectMarkdownOf(path: string): Promise<string> {
  const page = await get(path)
  const html = await page.text()
  expect(page.status, path).toBe(200)
  expect(page.headers.get('vary'), path).toMatch(/\bAccept\b/)
  const alternate = /<link rel="alternate" type="text\/markdown" href="([^"]+)"\/>/.exec(html)?.[1]
  expect(alternate, path).toBe(`${ORIGIN}${markdownAddress(path)}`)
  const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1]
  const heading = decodeEntities((/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ''))

  const markdown = await get(markdownAddress(path))
  const text = await markdown.text()
  expect([markdown.status, markdown.headers.get('content-type')], path).toEqual([200, MARKDOWN])
  expect(unescaped(text), path).toContain(`# ${heading}\n`)
  expect(text, path).not.toMatch(/<\/?(main|div|p|script|nav|a|img|span)\b/)
  expect(markdown.headers.get('link'), path).toBe(`<${canonical}>; rel="canonical"`)
  expect(tagsOf(markdown), path).toEqual(tagsOf(page))

  const negotiated = await get(path, AGENT)
  expect([negotiated.status, negotiated.headers.get('content-type'), await negotiated.text()], path).toEqual([200, MARKDOWN, text])
  expect(negotiated.headers.get('vary'), path).toMatch(/\bAccept\b/)
  return text
}

beforeAll(async () => {
  await service.reset()
  await clearContentCache()
})

describe('every template’s Markdown', () => {
  it.each(['en', 'de'])(
    'in %s: the home, a page, each list and a story of each section, at its Markdown address and by Accept',
    async (language) => {
      const paths = await oneOfEachKind(language)
      // Home, a page of its own, ten lists, seven kinds of story.
      expect(paths.length, paths.join(' ')).toBeGreaterThanOrEqual(19)
      for (const path of paths) await expectMarkdownOf(path)
    },
    TEMPLATES_TIMEOUT_MS,
  )

  it('writes the templates no sitemap kind above names: a page at the language’s root and a press post', async () => {
    for (const path of ['/about', '/de/about', '/press/quarterly-update-q1-2023']) await expectMarkdownOf(path)
  })

  it('writes every node of rich text: tables, code, quotes, hard breaks, embeds', async () => {
    const text = await expectMarkdownOf('/blog/rich-text-showcase')
    expect(text).toContain('| Lane | Transit time | Price |\n| --- | --- | --- |\n| Berlin – Warsaw | 1 day | € 1,150 |')
    expect(text).toMatch(/```json\n\{\n {2}"origin": "Berlin",/)
    expect(text).toContain('> Reliable capacity is built on trust, not on the lowest price.')
    expect(text).toContain('First line  \nSecond line after a hard break')
    expect(text).toContain('](https://www.youtube-nocookie.com/embed/')
  })

  it('writes the home at /index.md and a language’s home at /{lang}.md', async () => {
    expect(markdownAddress('/')).toBe('/index.md')
    expect(markdownAddress('/de')).toBe('/de.md')
    const home = await expectMarkdownOf('/de')
    expect(home).toMatch(/^# /m)
  })

  it('writes an article’s text: its headings, lists and links, absolute', async () => {
    const text = await expectMarkdownOf('/blog/road-freight-capacity-what-shippers-need-to-know')
    expect(text).toContain('## Why it matters\n')
    expect(text).toContain('- Review your lanes and volumes every quarter.\n')
    expect(text).toContain('[Intermodal transport explained in five minutes](http://localhost/blog/intermodal-transport-explained-in-five-minutes)')
    // The page's chrome is not the article's: breadcrumbs, its contents, the share button.
    expect(text).not.toContain('Breadcrumbs')
    expect(text).not.toMatch(/^Share$/m)
  })

  it('writes every open position of the list in full, in German too', async () => {
    const stories = (await client.get('cdn/stories', { starts_with: 'de/open-positions/', filter_query: { component: { in: 'job_opening' } }, per_page: 100 }))
      .data.stories as Story[]
    const open = stories.filter((story) => isOpen(readJobOpening(story), Date.now()))
    expect(open.length).toBeGreaterThan(3)
    const text = unescaped(await expectMarkdownOf('/de/open-positions'))
    for (const story of open) expect(text).toContain(`## ${readJobOpening(story).title}\n`)
    expect(text).toContain(`- **${messagesFor('de').templates.location}**: `)
  })

  it('links a paged list’s next page, in the list’s language, and a filtered or searched view at its own query', async () => {
    expect(await (await get('/blog.md')).text()).toContain(`[${messagesFor('en').templates.next}](http://localhost/blog/2/all)`)
    const second = await (await get('/blog/2/all.md')).text()
    expect(second).toContain(`[${messagesFor('en').templates.previous}](http://localhost/blog)`)
    const html = await (await get('/search?q=truck')).text()
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="http://localhost/search.md?q=truck"/>')
    const search = await get('/search.md?q=truck')
    expect([search.status, search.headers.get('x-robots-tag')]).toEqual([200, 'noindex, follow'])
    expect(await search.text()).toContain('truck')
  })
})

describe('a Markdown address answers as its page does', () => {
  it('a missing page: 404, its error in Markdown, in the address’s language', async () => {
    const missing = await get('/nothing-here.md')
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, MARKDOWN])
    expect(unescaped(await missing.text())).toContain(messagesFor('en').errorPage.notFound('/nothing-here'))
    const german = await get('/de/nichts-hier.md', AGENT)
    expect(german.status).toBe(404)
    expect(unescaped(await german.text())).toContain(messagesFor('de').errorPage.notFound('/de/nichts-hier'))
    expect((await get('/nothing-here', AGENT)).status).toBe(404)
  })

  it('an opening that has ended: 410; one still open: a redirect to its place in the list’s Markdown', async () => {
    const stories = (await client.get('cdn/stories', { starts_with: 'de/open-positions/', filter_query: { component: { in: 'job_opening' } }, per_page: 100 }))
      .data.stories as Story[]
    const expired = stories.find((story) => !isOpen(readJobOpening(story), Date.now()))
    const open = stories.find((story) => isOpen(readJobOpening(story), Date.now()))
    const gone = await get(`/de/open-positions/${expired?.slug}.md`)
    expect([gone.status, gone.headers.get('content-type')]).toEqual([410, MARKDOWN])
    const moved = await get(`/de/open-positions/${open?.slug}.md`)
    expect([moved.status, moved.headers.get('location')]).toEqual([301, `/de/open-positions.md#${open?.slug}`])
  })

  it('a redirect leads to the target’s Markdown address: a cleaned path, /en, the visitor’s language', async () => {
    const cleaned = await get('/About.md')
    expect([cleaned.status, cleaned.headers.get('location')]).toEqual([301, '/about.md'])
    const english = await get('/en/about.md')
    expect([english.status, english.headers.get('location')]).toEqual([301, '/about.md'])
    const negotiated = await get('/About', AGENT)
    expect([negotiated.status, negotiated.headers.get('location')]).toEqual([301, '/about.md'])
    expect(negotiated.headers.get('vary')).toMatch(/\bAccept\b/)
    const byCookie = await get('/about', { ...AGENT, cookie: `${env.LANGUAGE_COOKIE_NAME || 'i18n_redirected'}=de` })
    expect(byCookie.status).toBe(302)
    expect(byCookie.headers.get('location')).toMatch(/^\/de\/[a-z0-9-]+\.md$/)
  })

  it('a hostile Markdown address is answered as its page would be, never with a 500, and never leads off the site', async () => {
    const hostile = [
      '/%00.md',
      '//evil.example.md',
      '/%5Cevil.example.md',
      `/${'a'.repeat(3_000)}.md`,
      '/..md',
      '/%E0%A4%A.md',
      '/index.md?x=<script>',
      '/blog/.md',
    ]
    for (const path of hostile) {
      const response = await get(path, AGENT)
      expect(response.status, path).toBeLessThan(500)
      const location = response.headers.get('location')
      if (location) expect(new URL(location, ORIGIN).origin, path).toBe(ORIGIN)
      await response.arrayBuffer()
    }
  })

  it('HEAD answers its headers without a body; other methods are refused as on pages', async () => {
    const head = await get('/about.md', {}, 'HEAD')
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([200, MARKDOWN, ''])
    expect((await get('/about.md', {}, 'POST')).status).toBe(405)
  })
})

describe('content negotiation', () => {
  it.each([
    ['*/*', 'text/html'],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'text/html'],
    ['text/html, text/markdown;q=0.9', 'text/html'],
    ['text/markdown;q=0.9, text/html;q=0.8', 'text/markdown'],
    ['text/markdown, text/html, */*', 'text/markdown'],
    ['text/markdown;q=0', 'text/html'],
    ['text/markdown;q=oops', 'text/html'],
    ['text/markdown;;;q==1,,/,*/', 'text/html'],
    [`${'x/y;q=0.5,'.repeat(2_000)}text/markdown`, 'text/html'],
  ])('Accept: %s → %s, never a 500, and Vary: Accept', async (accept, type) => {
    const response = await get('/about', { accept })
    expect([response.status, response.headers.get('content-type')?.split(';')[0]]).toEqual([200, type])
    expect(response.headers.get('vary')).toMatch(/\bAccept\b/)
  })

  it('leaves what is no page as it is: feeds, sitemaps, llms.txt, the API', async () => {
    expect((await get('/blog/feed.xml', AGENT)).headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect((await get('/sitemap.xml', AGENT)).headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect((await get('/llms.txt', AGENT)).headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect((await get('/api/search?language=en&q=truck', AGENT)).headers.get('content-type')).toMatch(/^application\/json/)
  })
})

describe('cached and invalidated like the page', () => {
  const ARTICLE = 'de/blog/kombinierter-verkehr-in-fuenf-minuten-erklaert'
  const PAGE = '/de/blog/kombinierter-verkehr-in-fuenf-minuten-erklaert'
  const kept = async (path: string) => {
    const response = await get(path)
    await response.arrayBuffer()
    return /cache;desc="?page-hit"?/.test(response.headers.get('server-timing') ?? '')
  }

  it('is kept once rendered, and rendered again after a publish of what it shows, as its page is', { timeout: 60_000 }, async () => {
    await clearContentCache()
    for (const path of [PAGE, `${PAGE}.md`, '/about.md']) await (await get(path)).arrayBuffer()
    expect([await kept(PAGE), await kept(`${PAGE}.md`), await kept('/about.md')]).toEqual([true, true, true])
    await publishStory(service, ARTICLE)
    expect([await kept(PAGE), await kept(`${PAGE}.md`), await kept('/about.md')]).toEqual([false, false, true])
  })
})
