import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import * as isolateMemory from './isolateMemory'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import type { Story } from '../../shared/content/storyblok'
import { postWebhook } from '../../tests/support/postWebhook'
import { publishStory } from '../../tests/support/publishStory'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
/** Some twenty renders and a webhook on a machine shared with other work. */
const TAGS_TEST_TIMEOUT_MS = 60_000

const GERMAN_ARTICLE = 'de/blog/kombinierter-verkehr-in-fuenf-minuten-erklaert'
const GERMAN_ARTICLE_PAGE = '/de/blog/kombinierter-verkehr-in-fuenf-minuten-erklaert'
const GERMAN_LISTS = ['/de/blog', '/de/blog/feed.xml', '/sitemaps/de.xml', '/sitemap.xml']
const OTHER_GERMAN_PAGES = ['/de/about', '/de/contact']
const ENGLISH_PAGES = [
  '/',
  '/about',
  '/blog',
  '/blog/road-freight-capacity-what-shippers-need-to-know',
  '/blog/feed.xml',
  '/sitemaps/en.xml',
  '/open-positions',
]

const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { headers: { 'user-agent': BROWSER } }))

/** Requests every page, so that each is rendered and kept, and waits for its KV write. */
async function warm(paths: string[]): Promise<void> {
  for (const path of paths) {
    const response = await get(path)
    expect(response.status, path).toBe(200)
    await response.arrayBuffer()
  }
}

/** The pages that were served as kept (`page-hit`), against those rendered again. */
async function keptOf(paths: string[]): Promise<Record<string, boolean>> {
  const kept: Record<string, boolean> = {}
  for (const path of paths) {
    const response = await get(path)
    await response.arrayBuffer()
    kept[path] = /cache;desc="?page-hit"?/.test(response.headers.get('server-timing') ?? '')
  }
  return kept
}

const all = (paths: string[], kept: boolean) => Object.fromEntries(paths.map((path) => [path, kept]))

beforeEach(async () => {
  await service.reset()
  await clearContentCache()
})

describe('a publish touches only what it changed', () => {
  it(
    're-renders a German article, its lists, feed and sitemaps, and leaves every English page and the other German pages as kept',
    async () => {
      const pages = [GERMAN_ARTICLE_PAGE, ...GERMAN_LISTS, ...OTHER_GERMAN_PAGES, ...ENGLISH_PAGES]
      await warm(pages)
      expect(await keptOf(pages)).toEqual(all(pages, true))

      const publishedAt = await publishStory(service, GERMAN_ARTICLE)

      expect(await keptOf(pages)).toEqual({ ...all([GERMAN_ARTICLE_PAGE, ...GERMAN_LISTS], false), ...all([...OTHER_GERMAN_PAGES, ...ENGLISH_PAGES], true) })
      // The article says when it was last changed: at this publish.
      expect(await (await get(GERMAN_ARTICLE_PAGE)).text()).toContain(`"dateModified":"${new Date(publishedAt).toISOString().slice(0, 19)}`)
    },
    TAGS_TEST_TIMEOUT_MS,
  )

  it(
    're-renders every German page when the German settings are published, and no English page',
    async () => {
      const pages = [GERMAN_ARTICLE_PAGE, ...GERMAN_LISTS.slice(0, 1), ...OTHER_GERMAN_PAGES, ...ENGLISH_PAGES]
      await warm(pages)

      await publishStory(service, 'de/_settings')

      const german = [GERMAN_ARTICLE_PAGE, ...GERMAN_LISTS.slice(0, 1), ...OTHER_GERMAN_PAGES]
      expect(await keptOf(pages)).toEqual({ ...all(german, false), ...all(ENGLISH_PAGES, true) })
    },
    TAGS_TEST_TIMEOUT_MS,
  )

  it(
    "re-renders the pages that show a datasource's entries when they are saved, and no other",
    async () => {
      const showsCategories = ['/blog', '/blog/road-freight-capacity-what-shippers-need-to-know', '/de/blog']
      const others = ['/', '/about', '/open-positions', '/de/about']
      await warm([...showsCategories, ...others])

      expect((await postWebhook({ action: 'entries_updated', datasource_slug: 'blog-categories' })).status).toBe(200)

      expect(await keptOf([...showsCategories, ...others])).toEqual({ ...all(showsCategories, false), ...all(others, true) })
    },
    TAGS_TEST_TIMEOUT_MS,
  )

  it(
    'touches everything on a move, whose event does not say where the story was',
    async () => {
      const pages = ['/', '/about', '/de/about']
      await warm(pages)
      expect((await postWebhook({ action: 'moved', story_id: 1, full_slug: 'en/about-us' })).status).toBe(200)
      expect(await keptOf(pages)).toEqual(all(pages, false))
    },
    TAGS_TEST_TIMEOUT_MS,
  )

  it('names what each page is built from in its Cache-Tag header', { timeout: TAGS_TEST_TIMEOUT_MS }, async () => {
    const response = await get(GERMAN_ARTICLE_PAGE)
    const tags = (response.headers.get('cache-tag') ?? '').split(',')
    expect(tags).toEqual(expect.arrayContaining(['all', `s:${GERMAN_ARTICLE}`, 's:de/_settings', 'd:redirects']))
    expect(tags.filter((tag) => tag.startsWith('s:en/') || tag.startsWith('l:en/'))).toEqual([])
    const sitemap = (await get('/sitemaps/de.xml')).headers.get('cache-tag') ?? ''
    expect(sitemap.split(',')).toEqual(expect.arrayContaining(['all', 'l:de/']))
  })
})

/** Every KV key with its value. */
async function kvContents(): Promise<Map<string, ArrayBuffer>> {
  const contents = new Map<string, ArrayBuffer>()
  let cursor: string | undefined
  do {
    const page = await env.CONTENT_CACHE.list(cursor ? { cursor } : {})
    for (const { name } of page.keys) contents.set(name, (await env.CONTENT_CACHE.get(name, 'arrayBuffer'))!)
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return contents
}

describe('a publish seen from another location', () => {
  it('is shown where KV still holds what it held before the publish, to an isolate that never saw the webhook', async () => {
    await warm(['/about'])
    const story = (await service.client(demoSpace.previewToken).get('cdn/stories/en/about', { version: 'draft' })).data.story as Story
    const beforeThePublish = await kvContents()

    await service.control('save', { full_slug: 'en/about', content: { ...story.content, title: 'About us, republished' } })
    await publishStory(service, 'en/about')
    // Another location: KV there shows a write only within 60 s, and its isolates learnt nothing from the webhook.
    for (const name of (await kvContents()).keys()) if (!beforeThePublish.has(name)) await env.CONTENT_CACHE.delete(name)
    for (const [name, value] of beforeThePublish) await env.CONTENT_CACHE.put(name, value)
    for (const store of Object.values(isolateMemory)) store.clear()

    expect(/<h1[^>]*>([^<]*)/.exec(await (await get('/about')).text())?.[1]).toBe('About us, republished')
  })
})
