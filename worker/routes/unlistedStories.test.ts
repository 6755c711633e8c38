import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'

// The demo's rich text showcase is an unlisted blog article: a test page that only its link leads to.
const SHOWCASE = '/blog/rich-text-showcase'
const ORIGIN = 'http://localhost'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
/** Every blog page is rendered on a machine shared with other work. */
const LIST_TEST_TIMEOUT_MS = 60_000

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

async function visit(path: string): Promise<{ status: number; body: string }> {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER } }))
  return { status: response.status, body: await response.text() }
}

const linksTheShowcase = (body: string) => body.includes(`href="${SHOWCASE}"`) || body.includes(`${ORIGIN}${SHOWCASE}<`)

beforeAll(async () => {
  await service.reset()
  await clearContentCache()
})

describe('an unlisted story', () => {
  it('is its own page at its address, which search engines do not index but follow', async () => {
    const { status, body } = await visit(SHOWCASE)
    expect(status).toBe(200)
    expect(body).toContain('<meta name="robots" content="noindex, follow"/>')
    expect(body).toContain('<h1 class="article__title">Rich text showcase</h1>')
  })

  it('is on no page of its list, and the list counts without it', { timeout: LIST_TEST_TIMEOUT_MS }, async () => {
    const all = await service.client().get('cdn/stories', { starts_with: 'en/blog/', content_type: 'blog_post', per_page: 1 })
    const first = await visit('/blog')
    const lastPage = Number(/Page 1 of (\d+)/.exec(first.body)?.[1])
    expect(lastPage).toBeGreaterThan(1)
    const pages = [first, ...(await Promise.all(Array.from({ length: lastPage - 1 }, (_, index) => visit(`/blog/${index + 2}/all`))))]
    const cards = pages.reduce((count, page) => count + (page.body.match(/<article class="card/g) ?? []).length, 0)
    expect(cards).toBe(all.total - 1)
    for (const page of pages) expect(linksTheShowcase(page.body)).toBe(false)
    expect(linksTheShowcase((await visit('/blog/1/technology')).body)).toBe(false)
  })

  it('is in neither the feed nor the sitemap', async () => {
    const feed = await visit('/blog/feed.xml')
    expect(feed.status).toBe(200)
    expect(feed.body).toContain('<item>')
    expect(linksTheShowcase(feed.body)).toBe(false)
    const sitemap = await visit('/sitemaps/en.xml')
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/blog/`)
    expect(linksTheShowcase(sitemap.body)).toBe(false)
  })

  it('is no article’s previous or next article', async () => {
    const { data } = await service
      .client()
      .get('cdn/stories', { starts_with: 'en/blog/', content_type: 'blog_post', sort_by: 'first_published_at:asc', per_page: 100 })
    const posts = data.stories as Story[]
    const at = posts.findIndex((post) => `/blog/${post.slug}` === SHOWCASE)
    const [before, after] = [posts[at - 1], posts[at + 1]]
    if (!before) throw new Error('the showcase has no older neighbour in the demo content')
    const page = await visit(`/blog/${before.slug}`)
    expect(linksTheShowcase(page.body)).toBe(false)
    // Its neighbours link each other; the newest listed article has no next one.
    if (after) expect(page.body).toContain(`href="/blog/${after.slug}"`)
    else expect(page.body).not.toContain('prev-next__link--next')
  })
})
