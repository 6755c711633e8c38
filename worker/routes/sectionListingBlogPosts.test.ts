import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { SECTIONS, sectionById, type Section } from '../../shared/sections/sections'
import { contentTypeOf } from '../../shared/sections/sectionOf'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'
import { LISTED_ONLY } from '../content/listedOnly'
import { createApp } from '../app'

// The recipe "a section listing an existing content type": a news section (this file's own, beside
// the site's sections, at `/recipe-news`: a recipe tried for real may add a `news` section) lists
// blog posts from its own folder. Its articles are its own: their address,
// breadcrumb, feed and content-type row (with its own schema.org type) are the news section's,
// while the blog's articles keep the blog's. The real route table, loaders and templates are built
// from the sections list with the news row added; its stories are made through the Management API.

// The worker's modules were loaded before this file: load them again, with the news section.
vi.hoisted(() => vi.resetModules())

vi.mock('../../shared/sections/sections', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../shared/sections/sections')>()
  const blog = original.sectionById('blog')
  const news = {
    ...blog,
    id: 'recipe-news',
    basePath: '/recipe-news',
    listKind: 'newsList',
    folder: 'recipe-news',
    types: blog.types.map((type) => ({ ...type, schemaType: 'NewsArticle' })),
    categories: null,
    storyRoutes: [{ path: '/:slug', folders: ['recipe-news'] }],
    feed: 'recipe-news',
  }
  return { ...original, SECTIONS: [...original.SECTIONS, news] }
})

// Its name, which each language pack would give (`Messages['sections']`): News, Nachrichten in German, the blog's in the others.
vi.mock('../../shared/sections/sectionName', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../shared/sections/sectionName')>()
  const { messagesFor } = await import('../../shared/i18n/messages/catalogue')
  const news: Readonly<Record<string, string>> = { en: 'News', de: 'Nachrichten' }
  return {
    sectionName: (section: Section, language: string) =>
      (section.id as string) === 'recipe-news' ? (news[language] ?? messagesFor(language).sections.blog) : original.sectionName(section, language),
  }
})

const ORIGIN = 'http://localhost'
const background = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const management = `${service.origin}/v1/spaces/${demoSpace.id}/stories`
/** Making a folder and stories, then reading lists and feeds from the local service, on a busy machine. */
const TIMEOUT_MS = 60_000

const get = (path: string) => createApp().fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }), env, background)

async function managementPost(story: Record<string, unknown>): Promise<{ id: number }> {
  const response = await fetch(`${management}?publish=1`, {
    method: 'POST',
    headers: { authorization: demoSpace.managementToken, 'content-type': 'application/json' },
    body: JSON.stringify({ story }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { story: { id: number } }).story
}

/** The English language folder's id in the Management API. */
async function englishFolder(): Promise<number> {
  const response = await fetch(`${management}?with_slug=en`, { headers: { authorization: demoSpace.managementToken } })
  const [folder] = ((await response.json()) as { stories: { id: number }[] }).stories
  if (!folder) throw new Error('no en folder')
  return folder.id
}

/** Two blog posts of the demo space, copied into `en/recipe-news/` and published there. */
async function publishNews(): Promise<Story[]> {
  const listed = { starts_with: 'en/blog/', content_type: 'blog_post', ...LISTED_ONLY }
  const { data } = await service.client().get('cdn/stories', { ...listed, per_page: 2, sort_by: 'first_published_at:desc' })
  const posts = data.stories as Story[]
  const folder = await managementPost({
    name: 'News',
    slug: 'recipe-news',
    parent_id: await englishFolder(),
    is_folder: true,
    content: { content_types: ['blog_post'] },
  })
  for (const [index, post] of posts.entries())
    await managementPost({ name: `News ${post.name}`, slug: `news-${index}`, parent_id: folder.id, content: { ...post.content, _uid: `news-${index}` } })
  const news = await Promise.all(posts.map((_, index) => service.client().get(`cdn/stories/en/recipe-news/news-${index}`)))
  return news.map((answer) => answer.data.story as Story)
}

/** The RSS feeds a page's head advertises. */
const feedsOf = (html: string) => [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="([^"]+)"/g)].map(([, href]) => href)
/** The schema.org types of a page's JSON-LD article nodes. */
const articleTypesOf = (html: string) => [...html.matchAll(/"@type":"(BlogPosting|NewsArticle)"/g)].map(([, type]) => type)

let news: Story[]
let blogPost: Story
let newsSection: Section

beforeAll(async () => {
  await service.reset()
  news = await publishNews()
  const { data } = await service.client().get('cdn/stories', { starts_with: 'en/blog/', content_type: 'blog_post', ...LISTED_ONLY, per_page: 1 })
  blogPost = (data.stories as Story[])[0] as Story
  newsSection = SECTIONS.find((section) => section.id === ('recipe-news' as string)) as Section
  await clearContentCache()
}, TIMEOUT_MS)

describe('a second section listing blog posts', { timeout: TIMEOUT_MS }, () => {
  it('gives its stories its own content-type row, and the blog’s keep the blog’s', () => {
    expect(newsSection).toBeDefined()
    for (const story of news) expect(contentTypeOf(story)).toBe(newsSection.types[0])
    expect(contentTypeOf(blogPost)).toBe(sectionById('blog').types[0])
  })

  it('shows a news article at its own address, with its own breadcrumb, feed and structured data', async () => {
    const story = news[0] as Story
    const response = await get(`/recipe-news/${story.slug}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(feedsOf(html)).toEqual([`${ORIGIN}/recipe-news/feed.xml`])
    expect(html).toContain('<a href="/recipe-news">News</a>')
    expect(articleTypesOf(html)).toEqual(['NewsArticle'])
    expect((await get(`/blog/${story.slug}`)).status).toBe(404)
  })

  it('leaves the blog’s articles as they were', async () => {
    const html = await (await get(`/blog/${blogPost.slug}`)).text()
    expect(feedsOf(html)).toEqual([`${ORIGIN}/blog/feed.xml`])
    expect(articleTypesOf(html)).toEqual(['BlogPosting'])
  })

  it('lists its own stories, under its own name, and advertises its own feed', async () => {
    const response = await get('/recipe-news')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1 class="list__title">News</h1>')
    for (const story of news) expect(html).toContain(`href="/recipe-news/${story.slug}"`)
    expect(html).not.toContain(`href="/blog/${blogPost.slug}"`)
    expect(feedsOf(html)).toEqual([`${ORIGIN}/recipe-news/feed.xml`])
  })

  it('has its own feed of its stories, which the blog’s feed does not carry', async () => {
    const response = await get('/recipe-news/feed.xml')
    expect(response.status).toBe(200)
    const xml = await response.text()
    expect(xml).toContain(`<title>News – ${env.COMPANY_NAME}</title>`)
    expect(xml).toContain(`<atom:link href="${ORIGIN}/recipe-news/feed.xml" rel="self" type="application/rss+xml"/>`)
    const links = [...xml.matchAll(/<item><title>.*?<\/title><link>([^<]+)<\/link>/g)].map(([, link]) => link)
    expect(links.sort()).toEqual(news.map((story) => `${ORIGIN}/recipe-news/${story.slug}`).sort())
    const blog = await (await get('/blog/feed.xml')).text()
    expect(blog).not.toContain('/recipe-news/')
  })

  it('is in the sitemap: its list and its stories at their own addresses', async () => {
    const xml = await (await get('/sitemaps/en.xml')).text()
    expect(xml).toContain(`<loc>${ORIGIN}/recipe-news</loc>`)
    for (const story of news) expect(xml).toContain(`<loc>${ORIGIN}/recipe-news/${story.slug}</loc>`)
  })
})
