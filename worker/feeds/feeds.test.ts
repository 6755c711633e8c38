import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { LISTED_ONLY } from '../content/listedOnly'
import { rssXml } from './rssXml'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { signWebhook } from '../../tests/support/signWebhook'
import { TestContentService } from '../../tests/support/TestContentService'

const ORIGIN = 'http://localhost'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/
/** Each test renders pages and feeds; generous on a machine shared with other work. */
const FEED_TEST_TIMEOUT_MS = 30_000
const HOSTILE = `Tom & Jerry's <script>alert("x")</script> "quoted" \u0007`

interface FeedItem {
  title: string
  link: string
  guid: string
  pubDate: string
  description: string
  enclosure: string | undefined
}

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const client = service.client()

function get(path: string): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER }, redirect: 'manual' }))
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

/** Text outside tags may hold `&` only as one of XML's five entities, and never `<` or `>`. */
function expectWellEscaped(xml: string): void {
  const text = xml.replace(/<\?xml[^>]*\?>/, '').replace(/<\/?[a-zA-Z][\w:]*(\s+[\w:]+="[^"<>]*")*\s*\/?>/g, '')
  expect(text).not.toMatch(/[<>]/)
  expect(text.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&')
}

function field(body: string, name: string): string {
  return unescapeXml(new RegExp(`<${name}[^>]*>(.*?)</${name}>`).exec(body)?.[1] ?? '')
}

function items(xml: string): FeedItem[] {
  return [...xml.matchAll(/<item>(.*?)<\/item>/g)].map(([, body = '']) => ({
    title: field(body, 'title'),
    link: field(body, 'link'),
    guid: field(body, 'guid'),
    pubDate: field(body, 'pubDate'),
    description: field(body, 'description'),
    enclosure: /<enclosure ([^>]*)\/>/.exec(body)?.[1],
  }))
}

async function feed(path: string): Promise<string> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
  const xml = await response.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:atom="http:\/\/www.w3.org\/2005\/Atom">\n<channel>/)
  expectWellEscaped(xml)
  return xml
}

async function newest(folder: string, components: string): Promise<Story[]> {
  return (
    await client.get('cdn/stories', {
      starts_with: folder,
      excluding_slugs: folder,
      filter_query: { component: { in: components } },
      ...LISTED_ONLY,
      sort_by: 'first_published_at:desc',
      per_page: 20,
    })
  ).data.stories as Story[]
}

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('RSS feeds', { timeout: FEED_TEST_TIMEOUT_MS }, () => {
  it('carry the newest 20 blog posts with title, link, guid, date, teaser and image', async () => {
    const xml = await feed('/blog/feed.xml')
    expect(field(xml, 'title')).toBe(`Blog – ${env.COMPANY_NAME}`)
    expect(xml).toContain(`<link>${ORIGIN}/blog</link>`)
    expect(xml).toContain(`<atom:link href="${ORIGIN}/blog/feed.xml" rel="self" type="application/rss+xml"/>`)
    expect(xml).toContain('<language>en</language>')
    const expected = await newest('en/blog/', 'blog_post')
    const found = items(xml)
    expect(found).toHaveLength(20)
    expect(found.map((item) => item.guid)).toEqual(expected.map((post) => post.uuid))
    const [first] = found
    const [post] = expected
    expect(first?.title).toBe(post?.content.title)
    expect(first?.link).toBe(`${ORIGIN}/blog/${post?.slug}`)
    expect(first?.description).toBe(post?.content.teaser)
    expect(first?.pubDate).toMatch(RFC_822)
    expect(new Date(first?.pubDate ?? '').toISOString().slice(0, 16)).toBe(`${String(post?.content.date).replace(' ', 'T')}`)
    expect(first?.enclosure).toMatch(
      /^url="http:\/\/127\.0\.0\.1:\d+\/f\/100001\/1200x800\/[0-9a-f]+\/[\w-]+\.jpg\/m\/1200x630\/filters:quality\(80\)" length="0" type="image\/jpeg"$/,
    )
    const link = await get(new URL(first?.link ?? '').pathname)
    expect(link.status).toBe(200)
  })

  it.each([
    ['/de/blog/feed.xml', 'de/blog/', 'blog_post', 'de'],
    ['/tech/feed.xml', 'en/tech/', 'tech_article', 'en'],
    ['/fr/tech/feed.xml', 'fr/tech/', 'tech_article', 'fr'],
    ['/press/feed.xml', 'en/press/', 'press_item,press_post', 'en'],
    ['/ru/press/feed.xml', 'ru/press/', 'press_item,press_post', 'ru'],
  ])('%s lists its section in its language', async (path, folder, components, language) => {
    const xml = await feed(path)
    expect(xml).toContain(`<language>${language}</language>`)
    const expected = await newest(folder, components)
    expect(items(xml).map((item) => item.guid)).toEqual(expected.map((story) => story.uuid))
    for (const item of items(xml)) expect(item.link.startsWith(`${ORIGIN}${language === 'en' ? '' : `/${language}`}/`)).toBe(true)
  })

  it.each(['/es/blog/feed.xml', '/ru/blog/feed.xml', '/de/case/feed.xml', '/xx/blog/feed.xml', '/es/press/feed.xml'])('%s does not exist', async (path) => {
    expect((await get(path)).status).toBe(404)
  })

  it('sends /en/ addresses to the unprefixed feed', async () => {
    const response = await get('/en/blog/feed.xml')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/blog/feed.xml')
  })

  it('is cached like a page and rendered again after a publish', async () => {
    await (await get('/tech/feed.xml')).text()
    const cached = await get('/tech/feed.xml')
    expect(cached.headers.get('server-timing')).toContain('page-hit')
    await cached.text()
    const body = JSON.stringify({ action: 'published', space_id: 100001, story_id: 1, full_slug: 'en/tech/x', text: 'published' })
    await exports.default.fetch(
      new Request(`${ORIGIN}/api/webhooks/storyblok`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'webhook-signature': await signWebhook(body) },
      }),
    )
    const fresh = await get('/tech/feed.xml')
    expect(fresh.headers.get('server-timing')).not.toContain('page-hit')
    expect(fresh.status).toBe(200)
  })

  it('escapes ampersands, angle brackets and quotes, and drops characters XML cannot hold', () => {
    const xml = rssXml({
      title: HOSTILE,
      link: `${ORIGIN}/blog?a=1&b=2`,
      self: `${ORIGIN}/blog/feed.xml`,
      description: HOSTILE,
      language: 'en',
      items: [
        {
          title: HOSTILE,
          link: `${ORIGIN}/blog/x?q="1"&r=<2>`,
          guid: 'a&b',
          published: '2025-01-02T03:04:05.000Z',
          description: HOSTILE,
          enclosure: { url: `${ORIGIN}/i.jpg?a=1&b="2"`, type: 'image/jpeg' },
        },
      ],
    })
    expectWellEscaped(xml)
    expect(xml).not.toContain('<script>')
    const [item] = items(xml)
    const clean = HOSTILE.replace('\u0007', '')
    expect(item?.title).toBe(clean)
    expect(item?.description).toBe(clean)
    expect(item?.link).toBe(`${ORIGIN}/blog/x?q="1"&r=<2>`)
    expect(item?.guid).toBe('a&b')
    expect(item?.pubDate).toBe('Thu, 02 Jan 2025 03:04:05 GMT')
    expect(item?.enclosure).toBe(`url="${ORIGIN}/i.jpg?a=1&amp;b=&quot;2&quot;" length="0" type="image/jpeg"`)
  })
})

describe('feed autodiscovery', { timeout: FEED_TEST_TIMEOUT_MS }, () => {
  const discovery = (href: string, title: string) => `<link rel="alternate" type="application/rss+xml" title="${title}" href="${href}"/>`

  it.each([
    ['/blog', `${ORIGIN}/blog/feed.xml`, `Blog – ${env.COMPANY_NAME}`],
    ['/blog/2/all', `${ORIGIN}/blog/feed.xml`, `Blog – ${env.COMPANY_NAME}`],
    ['/blog/road-freight-capacity-what-shippers-need-to-know', `${ORIGIN}/blog/feed.xml`, `Blog – ${env.COMPANY_NAME}`],
    ['/de/tech', `${ORIGIN}/de/tech/feed.xml`, null],
    ['/press', `${ORIGIN}/press/feed.xml`, null],
    ['/ru/press', `${ORIGIN}/ru/press/feed.xml`, null],
  ])('%s names its section feed', async (path, href, title) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    const html = await response.text()
    if (title) expect(html).toContain(discovery(href, title))
    expect(html).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${href.replace(/[.?]/g, '\\$&')}"/>`))
  })

  it.each(['/', '/case', '/reports', '/about'])('%s has no feed', async (path) => {
    expect(await (await get(path)).text()).not.toContain('application/rss+xml')
  })
})
