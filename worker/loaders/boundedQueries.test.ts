import { env, exports } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'

const SCALED_POSTS = 10_000
/** Cards per list page (shared/sections). */
const CARDS_PER_PAGE = 12
const OLDEST_DEMO_POST = 'road-freight-capacity-what-shippers-need-to-know'
/** The newest generated post (storyblok-local/generate/scaledBlogPosts.ts dates them all before the demo content). */
const NEWEST_ARCHIVE_POST = 'archive-post-10000'
const OLDEST_ARCHIVE_POST = 'archive-post-00001'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const SCALE_TEST_TIMEOUT_MS = 60_000

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

function visit(path: string): Promise<Response> {
  return exports.default.fetch(new Request(`http://localhost${path}`, { headers: { 'user-agent': BROWSER }, redirect: 'manual' }))
}

/** The `per_page` of each story list the content service was asked for while `path` was rendered from empty caches. */
async function storyListsOf(path: string): Promise<{ response: Response; html: string; perPage: number[] }> {
  await clearContentCache()
  const before = (await service.requests('/v2/cdn/stories?', { redirects: false })).length
  const response = await visit(path)
  const html = await response.text()
  const lists = (await service.requests('/v2/cdn/stories?', { redirects: false })).slice(before)
  return { response, html, perPage: lists.map((request) => Number(new URL(request.path, 'http://localhost').searchParams.get('per_page'))) }
}

describe(`a blog of ${SCALED_POSTS.toLocaleString('en')} more posts`, () => {
  let lastPage = 0
  beforeAll(async () => {
    await service.control('scale', { blogPosts: SCALED_POSTS })
    const { total } = await service.client().get('cdn/stories', { starts_with: 'en/blog/', filter_query: { component: { in: 'blog_post' } }, per_page: 1 })
    lastPage = Math.ceil(total / CARDS_PER_PAGE)
  })
  afterAll(async () => {
    await service.control('reset')
    await clearContentCache()
  })

  it('lists a page of 12 with one query of 12 stories, and counts every page', { timeout: SCALE_TEST_TIMEOUT_MS }, async () => {
    expect(lastPage).toBeGreaterThan(SCALED_POSTS / CARDS_PER_PAGE)
    const list = await storyListsOf('/blog')
    expect(list.response.status).toBe(200)
    expect(list.perPage).toEqual([CARDS_PER_PAGE])
    expect(list.html).toContain('<a href="/blog/2/all" rel="next">')

    const last = await storyListsOf(`/blog/${lastPage}/all`)
    expect(last.response.status).toBe(200)
    expect(last.perPage).toEqual([CARDS_PER_PAGE])
    expect(last.html).toMatch(new RegExp(`<title>[^<]*\\(${lastPage}/${lastPage}\\) · ${env.COMPANY_NAME}</title>`))
    expect(last.html).toContain(`/blog/${OLDEST_ARCHIVE_POST}"`)
    expect((await visit(`/blog/${lastPage + 1}/all`)).status).toBe(404)
  })

  it('filters a category tab with one query of 12 stories', { timeout: SCALE_TEST_TIMEOUT_MS }, async () => {
    const tab = await storyListsOf('/blog/1/market-insights')
    expect(tab.response.status).toBe(200)
    expect(tab.perPage).toEqual([CARDS_PER_PAGE])
  })

  it("links an article's previous and next post with one query of one story each", { timeout: SCALE_TEST_TIMEOUT_MS }, async () => {
    const article = await storyListsOf(`/blog/${OLDEST_DEMO_POST}`)
    expect(article.response.status).toBe(200)
    expect(article.perPage).toEqual([1, 1])
    expect(article.html).toContain(`<a href="/blog/${NEWEST_ARCHIVE_POST}" class="prev-next__link prev-next__link--previous">`)
  })

  it('carries the newest 20 posts in the feed with one query of 20 stories', { timeout: SCALE_TEST_TIMEOUT_MS }, async () => {
    const feed = await storyListsOf('/blog/feed.xml')
    expect(feed.response.status).toBe(200)
    expect(feed.perPage).toEqual([20])
    expect(feed.html).not.toContain('archive-post-')
  })
})

describe('a space of 2,000 more generic pages', () => {
  const SCALED_PAGES = 2000
  /** The last generated page (storyblok-local/generate/scaledPages.ts places them after the demo's pages). */
  const LAST_GENERATED = 'generated-page-02000'
  let lastPage = 0
  beforeAll(async () => {
    await service.control('scale', { pages: SCALED_PAGES })
    const { total } = await service.client().get('cdn/stories', { starts_with: 'en/pages/', excluding_slugs: 'en/pages/', per_page: 1 })
    lastPage = Math.ceil(total / CARDS_PER_PAGE)
  })
  afterAll(async () => {
    await service.control('reset')
    await clearContentCache()
  })

  it('pages the index 12 by 12, each page one query of 12 stories, the last ending with the last page', { timeout: SCALE_TEST_TIMEOUT_MS }, async () => {
    expect(lastPage).toBeGreaterThan(SCALED_PAGES / CARDS_PER_PAGE)
    const first = await storyListsOf('/pages')
    expect(first.response.status).toBe(200)
    expect(first.perPage).toEqual([CARDS_PER_PAGE])
    expect(first.html).toContain('<a href="/pages/2/all" rel="next">')

    const last = await storyListsOf(`/pages/${lastPage}/all`)
    expect(last.response.status).toBe(200)
    expect(last.perPage).toEqual([CARDS_PER_PAGE])
    expect(last.html).toMatch(new RegExp(`<title>[^<]*\\(${lastPage}/${lastPage}\\) · ${env.COMPANY_NAME}</title>`))
    const links = [...last.html.matchAll(/<a [^>]*class="card__link"[^>]*>/g)].map(([tag]) => /href="([^"]+)"/.exec(tag)?.[1])
    expect(links.at(-1)).toBe(`/${LAST_GENERATED}`)
    expect(last.html).not.toContain('rel="next"')
    expect((await visit(`/pages/${lastPage + 1}/all`)).status).toBe(404)
    expect((await visit(`/${LAST_GENERATED}`)).status).toBe(200)
  })
})
