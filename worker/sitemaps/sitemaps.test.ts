import { env, exports } from 'cloudflare:workers'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { listPagePath, SECTIONS, type Section } from '../../shared/sections/sections'
import { sitePath } from '../../shared/links/resolveLink'
import { createApp } from '../app'
import { languageConfig } from '../config/languageConfig'
import { LISTED_ONLY } from '../content/listedOnly'
import { languageSitemap, STORIES_PER_FILE } from './languageSitemap'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { signWebhook } from '../../tests/support/signWebhook'
import { testContentContext } from '../../tests/support/testContentContext'
import { TestContentService } from '../../tests/support/TestContentService'

const ORIGIN = 'http://localhost'
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
/** The sitemap protocol's limits per file. */
const MAX_URLS = 50_000
const MAX_BYTES = 50 * 1024 * 1024
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/
const SCALED_POSTS = 10_000
/** Reading thousands of stories from the local service takes a while on a busy machine. */
const SCALE_TEST_TIMEOUT_MS = 180_000
/** Sitemaps of every language, and the pages they list, on a machine shared with other work. */
const SITEMAP_TEST_TIMEOUT_MS = 60_000

interface UrlEntry {
  loc: string
  lastmod: string | undefined
  /** hreflang → href */
  alternates: Map<string, string>
}

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const client = service.client()

async function get(path: string, target = exports.default): Promise<Response> {
  return target.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }))
}

/** The sections whose folder the demo space has stories in, in a language: a section without demo content has no sitemap entry to look for. */
async function sectionsWithContent(language: string): Promise<Section[]> {
  const counts = await Promise.all(
    SECTIONS.map(async (section) => {
      const { total } = await client.get('cdn/stories', { starts_with: `${language}/${section.folder}/`, per_page: 1 })
      return total
    }),
  )
  return SECTIONS.filter((_, index) => (counts[index] ?? 0) > 0)
}

/** The newest listed stories with a page of a section's folder in a language. */
async function listedStories(section: Section, language: string): Promise<Story[]> {
  const components = section.types.filter((type) => type.pageKind).map((type) => type.component)
  const query = {
    starts_with: `${language}/${section.folder}/`,
    is_startpage: false,
    'filter_query[component][in]': components.join(','),
    ...LISTED_ONLY,
    sort_by: 'first_published_at:desc',
    per_page: 1,
  }
  const { data } = await client.get('cdn/stories', query)
  return data.stories as Story[]
}

async function story(fullSlug: string): Promise<Story> {
  return (await client.get(`cdn/stories/${fullSlug}`)).data.story as Story
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

/** The `<url>` entries of a sitemap, checked against the protocol's rules on the way. */
function parseUrlset(xml: string): UrlEntry[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true)
  expect(xml).toContain(`xmlns="${SITEMAP_NS}"`)
  expect(xml).toContain(`xmlns:xhtml="${XHTML_NS}"`)
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = '']) => {
    const locs = [...body.matchAll(/<loc>(.*?)<\/loc>/g)]
    expect(locs).toHaveLength(1)
    const lastmod = /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1]
    if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATETIME)
    const alternates = new Map(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, hreflang = '', href = '']) => [
        hreflang,
        unescapeXml(href),
      ]),
    )
    return { loc: unescapeXml(locs[0]?.[1] ?? ''), lastmod, alternates }
  })
  expect(entries.length).toBeLessThanOrEqual(MAX_URLS)
  expect(new TextEncoder().encode(xml).length).toBeLessThanOrEqual(MAX_BYTES)
  for (const entry of entries) expect(new URL(entry.loc).origin).toBe(ORIGIN)
  return entries
}

async function sitemap(path: string): Promise<UrlEntry[]> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  return parseUrlset(await response.text())
}

async function sitemapIndex(): Promise<string[]> {
  const response = await get('/sitemap.xml')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  const xml = await response.text()
  expect(xml).toContain(`<sitemapindex xmlns="${SITEMAP_NS}">`)
  return [...xml.matchAll(/<sitemap><loc>(.*?)<\/loc><\/sitemap>/g)].map(([, loc = '']) => loc)
}

/** The configured languages the demo space has stories in: a language without content has no sitemap. */
async function languagesWithContent(): Promise<string[]> {
  const languages = [...languageConfig(env).supported]
  const totals = await Promise.all(languages.map(async (language) => (await client.get('cdn/stories', { starts_with: `${language}/`, per_page: 1 })).total))
  return languages.filter((_, index) => (totals[index] ?? 0) > 0)
}

function byLoc(entries: UrlEntry[]): Map<string, UrlEntry> {
  return new Map(entries.map((entry) => [entry.loc, entry]))
}

function iso(date: string | null): string {
  return new Date(date ?? '').toISOString().replace(/\.\d{3}Z$/, 'Z')
}

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('sitemap index', { timeout: SITEMAP_TEST_TIMEOUT_MS }, () => {
  it('names one sitemap per language with content', async () => {
    const locations = await sitemapIndex()
    expect(locations).toEqual((await languagesWithContent()).map((language) => `${ORIGIN}/sitemaps/${language}.xml`))
  })
})

describe('a language sitemap', { timeout: SITEMAP_TEST_TIMEOUT_MS }, () => {
  it('lists every indexable page with its language versions, x-default and last publication', async () => {
    const entries = byLoc(await sitemap('/sitemaps/en.xml'))
    const post = await story('en/blog/road-freight-capacity-what-shippers-need-to-know')
    const germanPost = await story('de/blog/laderaumkapazitaet-auf-der-strasse-was-verlader-wissen-muessen')
    const entry = entries.get(`${ORIGIN}/blog/road-freight-capacity-what-shippers-need-to-know`)
    expect(entry?.lastmod).toBe(iso(post.published_at))
    expect(Object.fromEntries(entry?.alternates ?? [])).toEqual({
      en: `${ORIGIN}/blog/road-freight-capacity-what-shippers-need-to-know`,
      de: `${ORIGIN}/de/blog/laderaumkapazitaet-auf-der-strasse-was-verlader-wissen-muessen`,
      fr: `${ORIGIN}/fr/blog/la-capacite-du-transport-routier-le-guide-des-chargeurs`,
      'x-default': `${ORIGIN}/blog/road-freight-capacity-what-shippers-need-to-know`,
    })
    expect(germanPost.published_at).not.toBeNull()

    // Every section's list, and a story of each section with story pages, where the demo space has them.
    const shown = await sectionsWithContent('en')
    for (const path of ['/', '/about', ...shown.map((section) => listPagePath(section, 1, null))]) {
      expect(entries.has(`${ORIGIN}${path}`), path).toBe(true)
    }
    for (const section of shown.filter((candidate) => candidate.storyRoutes.length > 0)) {
      const [listed] = await listedStories(section, 'en')
      if (listed) expect(entries.has(`${ORIGIN}${sitePath(listed.full_slug)}`), listed.full_slug).toBe(true)
    }
    for (const entryValue of entries.values()) expect(entryValue.lastmod, entryValue.loc).toBeDefined()
  })

  it('leaves out later list pages, category tabs, drafts, authors, settings and unpublished pages', async () => {
    const locs = [...byLoc(await sitemap('/sitemaps/en.xml')).keys()].map((loc) => new URL(loc).pathname)
    expect(
      locs.filter((path) => /^\/(blog|tech|case|reports|webinars|glossary)\/\d+\//.test(path) || /\/page\/\d+$/.test(path) || /\/clippings\/\d+$/.test(path)),
    ).toEqual([])
    expect(locs.some((path) => path.includes('authors') || path.includes('_settings') || path.includes('upcoming-launch'))).toBe(false)
    expect(new Set(locs).size).toBe(locs.length)
    // Every listed address is a page that answers 200.
    for (const path of locs.filter((_, index) => index % 15 === 0)) expect((await get(path)).status, path).toBe(200)
  })

  it('dates each list by its newest story', async () => {
    const entries = byLoc(await sitemap('/sitemaps/en.xml'))
    const newest = (
      await client.get('cdn/stories', { starts_with: 'en/blog/', content_type: 'blog_post', ...LISTED_ONLY, sort_by: 'published_at:desc', per_page: 1 })
    ).data.stories[0] as Story
    const startPage = await story('en/blog/')
    const expected = [newest.published_at, startPage.published_at].map(iso).sort().at(-1)
    expect(entries.get(`${ORIGIN}/blog`)?.lastmod).toBe(expected)
  })

  it('links every language version both ways', async () => {
    const all = new Map<string, UrlEntry>()
    for (const location of await sitemapIndex()) for (const [loc, entry] of byLoc(await sitemap(new URL(location).pathname))) all.set(loc, entry)
    let checked = 0
    for (const entry of all.values()) {
      for (const [hreflang, href] of entry.alternates) {
        if (hreflang === 'x-default') {
          expect(entry.alternates.get('en')).toBe(href)
          continue
        }
        const other = all.get(href)
        expect(other, `${entry.loc} → ${href}`).toBeDefined()
        expect(Object.fromEntries(other?.alternates ?? [])).toEqual(Object.fromEntries(entry.alternates))
        checked++
      }
    }
    expect(checked).toBeGreaterThan(300)
  })

  it('gives press-only languages their home and press pages only', async () => {
    const locs = [...byLoc(await sitemap('/sitemaps/ru.xml')).keys()].map((loc) => new URL(loc).pathname)
    expect(locs).toContain('/ru')
    expect(locs).toContain('/ru/press')
    expect(locs).toContain('/ru/press/novyi-ofis-v-varshave')
    expect(locs.filter((path) => !path.startsWith('/ru/press') && path !== '/ru')).toEqual([])
  })

  it.each(['/sitemaps/xx.xml', '/sitemaps/en-2.xml', '/sitemaps/en-1.xml', '/sitemaps/en-02.xml', '/sitemaps/EN.xml', '/sitemaps/en.xml.gz'])(
    'answers 404 to %s',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(404)
    },
  )

  it('is cached like a page and changes with a publish', async () => {
    const first = await get('/sitemaps/en.xml')
    await first.text()
    const cached = await get('/sitemaps/en.xml')
    expect(cached.headers.get('server-timing')).toContain('page-hit')
    const before = byLoc(parseUrlset(await cached.text())).get(`${ORIGIN}/about`)?.lastmod

    const published = await fetch(`${service.origin}/_control/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_slug: 'en/about' }),
    })
    const publishedAt = ((await published.json()) as { story: { published_at: string } }).story.published_at
    expect(byLoc(await sitemap('/sitemaps/en.xml')).get(`${ORIGIN}/about`)?.lastmod).toBe(before)

    const body = JSON.stringify({ action: 'published', space_id: 100001, story_id: 1, full_slug: 'en/about', text: 'published' })
    const hook = await exports.default.fetch(
      new Request(`${ORIGIN}/api/webhooks/storyblok`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'webhook-signature': await signWebhook(body) },
      }),
    )
    expect(hook.status).toBe(200)
    expect(byLoc(await sitemap('/sitemaps/en.xml')).get(`${ORIGIN}/about`)?.lastmod).toBe(iso(publishedAt))
  })
})

describe('robots', { timeout: SITEMAP_TEST_TIMEOUT_MS }, () => {
  const staging = { ...env, SITE_INDEXABLE: 'false', SITE_ORIGIN: 'https://staging.freight.example' }
  const background = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
  const stagingApp = { fetch: (request: Request) => createApp().fetch(request, staging, background) }

  it('lets crawlers in and names the sitemap in production', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`)
    const page = await get('/about')
    expect(page.headers.get('x-robots-tag')).toBeNull()
    expect(await page.text()).not.toContain('name="robots"')
  })

  it('shuts crawlers out of staging and marks every page noindex', async () => {
    const response = await stagingApp.fetch(new Request(`${ORIGIN}/robots.txt`))
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n')
    for (const path of ['/', '/de/blog', '/about', '/blog/road-freight-capacity-what-shippers-need-to-know']) {
      const page = await stagingApp.fetch(new Request(`${ORIGIN}${path}`))
      expect(page.status, path).toBe(200)
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow"/>')
    }
    const map = await stagingApp.fetch(new Request(`${ORIGIN}/sitemap.xml`))
    expect(map.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(await map.text()).toContain('https://staging.freight.example/sitemaps/en.xml')
  })
})

describe(`a space of ${SCALED_POSTS.toLocaleString('en')} more blog posts`, () => {
  afterAll(async () => {
    await service.control('reset')
    await clearContentCache()
  })
  beforeEach(async () => {
    await service.control('scale', { blogPosts: SCALED_POSTS })
  })

  it('streams a file page by page: the first URLs leave before the second page of stories is read', { timeout: SCALE_TEST_TIMEOUT_MS }, async () => {
    const { ctx, settled } = testContentContext()
    const pageOf = (request: { path: string }) => Number(new URL(request.path, ORIGIN).searchParams.get('page'))
    // Only file 2's pages count (31 to 60): earlier tests may still be writing file 1 to the cache.
    const storyPages = async () =>
      (await service.requests('/v2/cdn/stories?', { redirects: false })).filter(
        (request) => request.path.includes('starts_with=en%2F') && request.path.includes('sort_by=created_at') && pageOf(request) > 30,
      )
    const before = (await storyPages()).length
    const reader = languageSitemap(ctx, 'en', 2, ORIGIN, languageConfig(env)).getReader()
    const decoder = new TextDecoder()
    let text = ''
    const first = await reader.read()
    text += decoder.decode(first.value, { stream: true })
    expect(text).toContain('<urlset')
    expect((await storyPages()).length - before).toBeLessThanOrEqual(1)
    const second = await reader.read()
    text += decoder.decode(second.value, { stream: true })
    expect(text).toContain('<url><loc>')
    expect((await storyPages()).length - before).toBe(1)

    for (let next = await reader.read(); !next.done; next = await reader.read()) text += decoder.decode(next.value, { stream: true })
    const requests = (await storyPages()).slice(before)
    // File 2 is stories 3001–6000: pages 31 to 60 of 100, each read once.
    expect(requests.map((request) => new URL(request.path, ORIGIN).searchParams.get('page'))).toEqual(
      Array.from({ length: STORIES_PER_FILE / 100 }, (_, index) => String(31 + index)),
    )
    expect(requests.every((request) => new URL(request.path, ORIGIN).searchParams.get('per_page') === '100')).toBe(true)
    expect(parseUrlset(text).length).toBeGreaterThan(STORIES_PER_FILE - 50)
    await settled()
  })
  it('is split into files under the protocol limits, every post listed once', { timeout: SCALE_TEST_TIMEOUT_MS }, async () => {
    const total = (await client.get('cdn/stories', { starts_with: 'en/', per_page: 1 })).total
    const files = Math.ceil(total / STORIES_PER_FILE)
    expect(files).toBeGreaterThan(3)
    const locations = await sitemapIndex()
    const english = locations.filter((loc) => /\/sitemaps\/en(-\d+)?\.xml$/.test(loc))
    expect(english).toEqual(Array.from({ length: files }, (_, index) => `${ORIGIN}/sitemaps/en${index === 0 ? '' : `-${index + 1}`}.xml`))

    const seen = new Set<string>()
    for (const location of english) {
      const entries = await sitemap(new URL(location).pathname)
      expect(entries.length).toBeLessThanOrEqual(STORIES_PER_FILE + 20)
      for (const entry of entries) {
        expect(seen.has(entry.loc), entry.loc).toBe(false)
        seen.add(entry.loc)
      }
    }
    const archive = [...seen].filter((loc) => loc.includes('/blog/archive-post-'))
    expect(archive).toHaveLength(SCALED_POSTS)
    expect((await get(`/sitemaps/en-${files + 1}.xml`)).status).toBe(404)
  })
})

describe('a space of 2,000 more generic pages', () => {
  const SCALED_PAGES = 2000
  afterAll(async () => {
    await service.control('reset')
    await clearContentCache()
  })
  beforeEach(async () => {
    await service.control('scale', { pages: SCALED_PAGES })
  })

  it('lists every one of them, once, at its own address', { timeout: SCALE_TEST_TIMEOUT_MS }, async () => {
    const english = (await sitemapIndex()).filter((loc) => /\/sitemaps\/en(-\d+)?\.xml$/.test(loc))
    const listed: string[] = []
    for (const location of english) listed.push(...(await sitemap(new URL(location).pathname)).map((entry) => entry.loc))
    const generated = listed.filter((loc) => loc.includes('/generated-page-'))
    expect(generated).toHaveLength(SCALED_PAGES)
    expect(new Set(generated).size).toBe(SCALED_PAGES)
    expect(generated).toContain(`${ORIGIN}/generated-page-02000`)
    expect(new Set(listed).size).toBe(listed.length)
  })
})
