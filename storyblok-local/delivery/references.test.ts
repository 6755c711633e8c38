import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { demoSpace } from '../space/demoSpace'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const HUB = 'en/pages/resource-hub'
const ALL_ARTICLES = 'en/pages/all-articles'

interface ResolvedStory {
  uuid: string
  full_slug: string
  content: Record<string, unknown>
}

const chunkRequests = async () => {
  const requests = await service.requests('by_uuids=')
  return requests.map((request) => new URL(request.path, service.origin).searchParams)
}

beforeEach(async () => {
  await service.reset()
})

describe('relations (resolve_relations)', () => {
  it('embeds up to 50 related stories in rels, which the client puts into the content', async () => {
    const client = service.client()
    const { data } = await client.getStories({
      starts_with: 'en/blog/',
      content_type: 'blog_post',
      per_page: 5,
      resolve_relations: 'blog_post.author,blog_post.related',
    })
    expect(data.rels.length).toBeGreaterThan(0)
    expect(data.rels.length).toBeLessThanOrEqual(50)
    expect(data).not.toHaveProperty('rel_uuids')
    const [post] = data.stories
    const author = post?.content.author as ResolvedStory
    expect(author.full_slug).toMatch(/^en\/authors\//)
    expect(author.content.component).toBe('author')
    const related = post?.content.related as ResolvedStory[]
    expect(related.map((story) => story.content.component)).toEqual(['blog_post', 'blog_post'])
    const [request] = await service.requests('/v2/cdn/stories?')
    expect(new URL(request?.path ?? '', service.origin).searchParams.get('resolve_level')).toBe('2')
  })

  it('sends rel_uuids instead of rels beyond 50, and the client fetches them by_uuids in chunks of 50', async () => {
    const raw = await service.get(`/v2/cdn/stories/${HUB}?token=${demoSpace.publicToken}&cv=1&resolve_relations=page.featured`)
    const body = (await raw.json()) as { rels: unknown[]; rel_uuids: string[] }
    expect(body.rels).toEqual([])
    expect(body.rel_uuids).toHaveLength(60)

    await service.reset()
    const { data } = await service.client().getStory(HUB, { resolve_relations: 'page.featured' })
    const featured = data.story.content.featured as ResolvedStory[]
    expect(featured).toHaveLength(60)
    expect(featured.every((story) => typeof story === 'object' && typeof story.full_slug === 'string')).toBe(true)
    expect(featured.map((story) => story.uuid)).toEqual(body.rel_uuids)

    const chunks = await chunkRequests()
    expect(chunks.map((params) => params.get('by_uuids')?.split(',').length)).toEqual([50, 10])
    for (const params of chunks) {
      expect(params.get('per_page')).toBe('50')
      expect(params.get('version')).toBe('published')
      expect(params.get('token')).toBe(demoSpace.publicToken)
    }
  })

  it('resolves relations of drafts from draft stories', async () => {
    const { data } = await service.client(demoSpace.previewToken).getStory(HUB, { version: 'draft', resolve_relations: 'page.featured' })
    const featured = data.story.content.featured as (ResolvedStory & { content: { _editable?: string } })[]
    expect(featured).toHaveLength(60)
    expect(featured[0]?.content._editable).toContain('#storyblok#')
    const chunks = await chunkRequests()
    expect(chunks.map((params) => params.get('version'))).toEqual(['draft', 'draft'])
  })
})

describe('links (resolve_links)', () => {
  it('embeds linked stories in links, and the client adds them to multilinks', async () => {
    const { data } = await service.client().getStory('en/home', { resolve_links: 'url' })
    expect(data.links.length).toBeGreaterThan(0)
    expect(data.links[0]).toEqual({
      name: expect.any(String),
      id: expect.any(Number),
      uuid: expect.any(String),
      slug: expect.any(String),
      url: expect.any(String),
      full_slug: expect.any(String),
    })
    const body = data.story.content.body as { component: string; links?: { link: { linktype: string; story?: { full_slug: string } } }[] }[]
    const storyButton = body.flatMap((blok) => blok.links ?? []).find((button) => button.link.linktype === 'story')
    expect(storyButton?.link.story?.full_slug).toBe('en/pages/for-shippers')
  })

  it('returns full stories for resolve_links=story and link objects for resolve_links=link', async () => {
    const asStories = await service.client().getStory('en/home', { resolve_links: 'story' })
    expect(asStories.data.links[0]).toHaveProperty('content')
    const asLinks = await service.client().getStory('en/home', { resolve_links: 'link' })
    expect(asLinks.data.links[0]).toMatchObject({ is_folder: false, published: true, real_path: expect.stringMatching(/^\/en\//) })
  })

  it('sends link_uuids instead of links beyond 50, and the client fetches them by_uuids in chunks of 50', async () => {
    const raw = await service.get(`/v2/cdn/stories/${ALL_ARTICLES}?token=${demoSpace.publicToken}&cv=1&resolve_links=url`)
    const body = (await raw.json()) as { links: unknown[]; link_uuids: string[] }
    expect(body.links).toEqual([])
    expect(body.link_uuids.length).toBeGreaterThan(50)

    await service.reset()
    const { data } = await service.client().getStory(ALL_ARTICLES, { resolve_links: 'url' })
    const chunks = await chunkRequests()
    expect(chunks.map((params) => params.get('by_uuids')?.split(',').length)).toEqual([50, body.link_uuids.length - 50])
    const richText = JSON.stringify(data.story.content.body)
    const resolved = richText.match(/"story":\{/g) ?? []
    expect(resolved).toHaveLength(body.link_uuids.length)
  })
})
