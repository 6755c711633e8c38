import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { readDate } from '../../shared/content/readers/fields/readDate'
import type { Story } from '../../shared/content/storyblok'
import { resolveLink, sitePath } from '../../shared/links/resolveLink'
import { feedPath } from '../../shared/seo/feedFor'
import { contentTypeIn, listPagePath, SECTIONS, type Section } from '../../shared/sections/sections'
import { cardFor } from '../../shared/templates/cardFor'
import { LISTED_ONLY } from '../content/listedOnly'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { decodeEntities } from '../../tests/support/decodeEntities'
import { TestContentService } from '../../tests/support/TestContentService'

const ORIGIN = 'http://localhost'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
/** What a feed carries (worker/feeds/sectionFeed.ts). */
const FEED_ITEMS = 20
/** Every list of the demo space page by page, on a machine shared with other work. */
const WALK_TIMEOUT_MS = 60_000

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
/** The paged lists, each with its page size. */
const PAGED = SECTIONS.flatMap((section) => (section.paging.kind === 'single' ? [] : [[section.id, section, section.paging.perPage] as const]))

function fetchPath(path: string): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER }, redirect: 'manual' }))
}

async function text(path: string): Promise<string> {
  const response = await fetchPath(path)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** A section the demo space has no stories in: its list (or feed), where it is there at all, carries none. */
async function expectNothingListed(path: string): Promise<void> {
  const response = await fetchPath(path)
  expect([200, 404], path).toContain(response.status)
  expect(await response.text(), path).not.toMatch(/class="card__link"|<item>/)
}

/** Where a story's card leads: its page, or the article a clipping is about. */
function cardHref(story: Story, section: Section): string | undefined {
  const link = resolveLink(cardFor(story, contentTypeIn(section, story), 'en').link)
  return link && 'href' in link ? link.href : undefined
}

/** Every listed story of a section's English list, in the list's order, read from the content service page by page. */
async function everyListed(section: Section): Promise<Story[]> {
  const folder = `en/${section.folder}/`
  const query = {
    starts_with: folder,
    excluding_slugs: folder,
    'filter_query[component][in]': section.types.map((type) => type.component).join(','),
    ...LISTED_ONLY,
    ...(section.sortBy ? { sort_by: section.sortBy } : {}),
  }
  const stories = (await service.client().getAll('cdn/stories', query, 'stories')) as Story[]
  return section.upcomingFirst ? upcomingFirst(stories, section.upcomingFirst, Date.now()) : stories
}

/** Stories in an `upcomingFirst` list's order: dated ahead of `now` soonest first, then the others newest first, then the undated (as read). */
function upcomingFirst(stories: Story[], field: string, now: number): Story[] {
  const at = (story: Story) => Date.parse(readDate(story.content[field]) ?? '')
  const dated = stories.filter((story) => !Number.isNaN(at(story)))
  const ahead = dated.filter((story) => at(story) > now).sort((a, b) => at(a) - at(b))
  const passed = dated.filter((story) => at(story) <= now).sort((a, b) => at(b) - at(a))
  return [...ahead, ...passed, ...stories.filter((story) => Number.isNaN(at(story)))]
}

/** The links of a list's cards, from its first page to the last its "next" links reach, and how many pages that was. */
async function walk(section: Section): Promise<{ links: string[]; pages: number }> {
  const links: string[] = []
  let pages = 0
  for (let path: string | undefined = listPagePath(section, 1, null); path; pages++) {
    const html = await text(path)
    for (const [tag] of html.matchAll(/<a [^>]*class="card__link"[^>]*>/g)) links.push(decodeEntities(/href="([^"]+)"/.exec(tag)?.[1] ?? ''))
    path = /<a href="([^"]+)" rel="next">/.exec(html)?.[1]
  }
  return { links, pages }
}

beforeAll(async () => {
  await clearContentCache()
})

describe('every paged list', () => {
  it.each(PAGED)('%s holds every listed story once, in order, page by page', { timeout: WALK_TIMEOUT_MS }, async (_id, section, perPage) => {
    const stories = await everyListed(section)
    if (stories.length === 0) return expectNothingListed(listPagePath(section, 1, null))
    const { links, pages } = await walk(section)
    expect(links).toEqual(stories.map((story) => cardHref(story, section)))
    expect(pages).toBe(Math.ceil(stories.length / perPage))
  })
})

describe('every feed', () => {
  it.each(SECTIONS.filter((section) => section.feed === section.id).map((section) => [section.id, section] as const))(
    '%s holds the newest 20 of its list, in its order',
    async (_id, section) => {
      const newest = (await everyListed(section)).filter((story) => contentTypeIn(section, story).pageKind).slice(0, FEED_ITEMS)
      if (newest.length === 0) return expectNothingListed(feedPath('en', section))
      const xml = await text(feedPath('en', section))
      const links = [...xml.matchAll(/<item><title>.*?<\/title><link>([^<]+)<\/link>/g)].map(([, link]) => link)
      expect(links).toEqual(newest.map((story) => new URL(sitePath(story.full_slug), ORIGIN).href))
    },
  )
})
