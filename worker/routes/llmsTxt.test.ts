import { env, exports } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { readBlogPost } from '../../shared/content/types/blogPost'
import { readPage } from '../../shared/content/types/page'
import { SECTIONS, sectionById } from '../../shared/sections/sections'
import { sectionName } from '../../shared/sections/sectionName'
import { LISTED_ONLY } from '../content/listedOnly'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { publishStory } from '../../tests/support/publishStory'
import { TestContentService } from '../../tests/support/TestContentService'

// llms.txt (llmstxt.org) per language, as an agent reads it: the site's name, what it offers, and
// every section's pages as links to their Markdown, from the demo content.

const ORIGIN = 'http://localhost'
const TEXT = 'text/plain; charset=utf-8'
/** A file that lists every section, whose every link is then followed, on a machine shared with other work. */
const LINKS_TIMEOUT_MS = 120_000

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const client = service.client()

const get = (path: string) => exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }))

async function story(fullSlug: string): Promise<Story> {
  return (await client.get(`cdn/stories/${fullSlug}`)).data.story as Story
}

/** A file list's lines: `- [Title](URL): note`. */
function entries(text: string): { title: string; url: string; note: string }[] {
  return [...text.matchAll(/^- \[(.+?)\]\((\S+?)\)(?:: (.*))?$/gm)].map(([, title = '', url = '', note = '']) => ({ title, url, note }))
}

const headings = (text: string) => [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])
const unescaped = (text: string) => text.replace(/\\(.)/g, '$1')

beforeAll(async () => {
  await service.reset()
  await clearContentCache()
})

describe('/llms.txt', () => {
  it('names the site, says what it offers in the home page’s words, then lists the home, the pages and every section', async () => {
    const response = await get('/llms.txt')
    const text = await response.text()
    expect([response.status, response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([
      200,
      TEXT,
      'public, max-age=0, must-revalidate',
    ])
    const home = readPage(await story('en/home'))
    expect(text.startsWith(`# ${env.COMPANY_NAME}\n\n> ${home.description}\n\n- [${home.title}](${ORIGIN}/index.md): ${home.description}\n`)).toBe(true)
    // Every line is a heading, the summary, or a link of a file list: nothing else.
    for (const line of text.split('\n').filter(Boolean)) expect(line).toMatch(/^(# |> |## |- \[)/)
    expect(headings(text)).toEqual(SECTIONS.map((section) => sectionName(section, 'en')))
    const about = readPage(await story('en/about'))
    expect(entries(text)).toContainEqual({ title: about.title, url: `${ORIGIN}/about.md`, note: about.description })
  })

  it('lists a section’s stories newest first, each with its title, Markdown address and description', async () => {
    const text = unescaped(await (await get('/llms.txt')).text())
    const blog = text.slice(text.indexOf('## Blog\n'), text.indexOf('\n## ', text.indexOf('## Blog\n') + 1))
    const posts = (
      await client.get('cdn/stories', {
        starts_with: 'en/blog/',
        filter_query: { component: { in: 'blog_post' } },
        ...LISTED_ONLY,
        sort_by: 'first_published_at:desc',
        per_page: 100,
      })
    ).data.stories as Story[]
    expect(entries(blog)).toEqual(
      posts.map((post) => ({
        title: readBlogPost(post).title,
        url: `${ORIGIN}/blog/${post.slug}.md`,
        note: readBlogPost(post).teaser.replace(/\s+/g, ' ').trim(),
      })),
    )
  })

  it(
    'links only addresses that answer: each page’s Markdown, an opening’s place in its list, a clipping’s article',
    { timeout: LINKS_TIMEOUT_MS },
    async () => {
      const links = entries(await (await get('/llms.txt')).text()).map((entry) => entry.url)
      const own = links.filter((url) => url.startsWith(`${ORIGIN}/`))
      expect(own.length).toBeGreaterThan(100)
      expect(links.filter((url) => !url.startsWith(`${ORIGIN}/`)).every((url) => url.startsWith('https://'))).toBe(true)
      for (const url of new Set(own.map((link) => link.replace(/#.*/, '')))) {
        const response = await get(url.slice(ORIGIN.length))
        expect([url, response.status, response.headers.get('content-type')]).toEqual([url, 200, 'text/markdown; charset=utf-8'])
        await response.arrayBuffer()
      }
    },
  )

  it('is kept once made, and made again when a story it lists is published', async () => {
    const pageHit = async (path: string) => /page-hit/.test((await get(path)).headers.get('server-timing') ?? '')
    await (await get('/llms.txt')).arrayBuffer()
    expect(await pageHit('/llms.txt')).toBe(true)
    await publishStory(service, 'en/blog/road-freight-capacity-what-shippers-need-to-know')
    expect(await pageHit('/llms.txt')).toBe(false)
  })
})

describe('/{lang}/llms.txt', () => {
  it('is written in German throughout: its summary, its headings and its links', async () => {
    const response = await get('/de/llms.txt')
    const text = await response.text()
    expect([response.status, response.headers.get('content-type')]).toEqual([200, TEXT])
    const home = readPage(await story('de/home'))
    expect(text.startsWith(`# ${env.COMPANY_NAME}\n\n> ${home.description}\n\n- [${home.title}](${ORIGIN}/de.md)`)).toBe(true)
    expect(headings(text)).toEqual(SECTIONS.map((section) => sectionName(section, 'de')))
    const english = SECTIONS.map((section) => sectionName(section, 'en')).filter((name) => !SECTIONS.some((section) => sectionName(section, 'de') === name))
    expect(english.length).toBeGreaterThan(5)
    for (const name of english) expect(text).not.toContain(`## ${name}\n`)
    expect(entries(text).filter((entry) => entry.url.startsWith(ORIGIN) && !entry.url.startsWith(`${ORIGIN}/de`))).toEqual([])
  })

  it('has what a language has: the press-only languages their home and press, a language with its company pages its home and those', async () => {
    const russian = await (await get('/ru/llms.txt')).text()
    expect(headings(russian)).toEqual([sectionName(sectionById('press'), 'ru')])
    expect(entries(russian).map((entry) => entry.url)).toContain(`${ORIGIN}/ru.md`)
    const spanish = await (await get('/es/llms.txt')).text()
    expect(headings(spanish)).toEqual([sectionName(sectionById('pages'), 'es')])
    expect(entries(spanish).map((entry) => entry.url)).toEqual(
      expect.arrayContaining([`${ORIGIN}/es.md`, `${ORIGIN}/es/about.md`, `${ORIGIN}/es/contact.md`, `${ORIGIN}/es/privacy.md`]),
    )
  })

  it('is /llms.txt in English, and there is none for a language the site is not in', async () => {
    const english = await get('/en/llms.txt')
    expect([english.status, english.headers.get('location')]).toEqual([301, '/llms.txt'])
    expect((await get('/xx/llms.txt')).status).toBe(404)
  })
})

describe('a section longer than the file lists', () => {
  const SCALED_POSTS = 150
  afterAll(async () => {
    await service.reset()
    await clearContentCache()
  })

  it('lists its 100 newest, then its list page with the total, and says so', { timeout: LINKS_TIMEOUT_MS }, async () => {
    await service.control('scale', { blogPosts: SCALED_POSTS })
    await clearContentCache()
    const { total } = await client.get('cdn/stories', {
      starts_with: 'en/blog/',
      filter_query: { component: { in: 'blog_post' } },
      ...LISTED_ONLY,
      per_page: 1,
    })
    expect(total).toBeGreaterThan(SCALED_POSTS)
    const text = await (await get('/llms.txt')).text()
    const blog = text.slice(text.indexOf('## Blog\n'), text.indexOf('\n## ', text.indexOf('## Blog\n') + 1))
    const lines = entries(blog)
    expect(lines).toHaveLength(101)
    expect(lines.at(-1)).toEqual({
      title: 'Blog',
      url: `${ORIGIN}/blog.md`,
      note: `Above are the 100 newest; the full list has ${total.toLocaleString('en-GB')} entries.`,
    })
  })
})
