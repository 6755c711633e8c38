import { env } from 'cloudflare:workers'
import type { ISbStoryData } from 'storyblok-js-client'
import { beforeEach, describe, expect, it } from 'vitest'
import { demoSpace } from '../space/demoSpace'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const published = () => service.client(demoSpace.publicToken)
const preview = () => service.client(demoSpace.previewToken)

interface ClientError {
  message: string
  status?: number
  response?: { data: unknown }
}
const failure = (promise: Promise<unknown>): Promise<ClientError> =>
  promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: ClientError) => error,
  )

beforeEach(async () => {
  await service.reset()
})

describe('single stories', () => {
  it('returns a story by full slug with every field of the story object', async () => {
    const { data } = await published().getStory('en/about')
    const story = data.story
    expect(story.full_slug).toBe('en/about')
    for (const field of [
      'id',
      'uuid',
      'name',
      'slug',
      'full_slug',
      'path',
      'parent_id',
      'group_id',
      'alternates',
      'created_at',
      'updated_at',
      'published_at',
      'first_published_at',
      'sort_by_date',
      'tag_list',
      'position',
      'is_startpage',
      'meta_data',
      'content',
      'lang',
      'default_full_slug',
      'translated_slugs',
    ]) {
      expect(story, field).toHaveProperty(field)
    }
    expect(story.content.component).toBe('page')
    expect(data.cv).toEqual(expect.any(Number))
    expect(data).toHaveProperty('rels', [])
    expect(data).toHaveProperty('links', [])
  })

  it('lists the translations of a story as alternates that share its group_id', async () => {
    const { data } = await published().getStory('en/sustainability')
    const alternates = data.story.alternates as {
      full_slug: string
      published: boolean
      id: number
      name: string
      slug: string
      is_folder: boolean
      parent_id: number
    }[]
    expect(alternates.map((alternate) => alternate.full_slug).sort()).toEqual(['de/sustainability', 'fr/sustainability'])
    expect(alternates[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: 'sustainability',
      published: true,
      full_slug: expect.any(String),
      is_folder: false,
      parent_id: expect.any(Number),
    })
    const german = await published().getStory('de/sustainability')
    expect(german.data.story.group_id).toBe(data.story.group_id)
  })

  it('finds a story by id and by uuid with find_by=uuid', async () => {
    const { data } = await published().getStory('en/home')
    const byId = await published().getStory(String(data.story.id))
    expect(byId.data.story.uuid).toBe(data.story.uuid)
    const byUuid = await published().getStory(data.story.uuid, { find_by: 'uuid' })
    expect(byUuid.data.story.full_slug).toBe('en/home')
  })

  it('finds a folder start page with or without its trailing slash', async () => {
    const withSlash = await published().get('cdn/stories/en/blog/', {})
    const withoutSlash = await published().getStory('en/blog')
    expect(withSlash.data.story.full_slug).toBe('en/blog/')
    expect(withSlash.data.story.is_startpage).toBe(true)
    expect(withoutSlash.data.story.uuid).toBe(withSlash.data.story.uuid)
  })

  it('answers a missing story with 404 and the body ["This record could not be found"]', async () => {
    const error = await failure(published().getStory('en/does-not-exist'))
    expect(error.status).toBe(404)
    expect(error.message).toBe('This record could not be found')
    expect(error.response?.data).toEqual(['This record could not be found'])
    const malformed = await service.get(`/v2/cdn/stories/en/%E0%A4%A?token=${demoSpace.publicToken}&cv=1`)
    expect(malformed.status).toBe(404)
  })
})

describe('draft and published versions', () => {
  it('keeps unpublished changes out of the published version', async () => {
    const live = await published().getStory('en/about')
    const draft = await preview().getStory('en/about', { version: 'draft' })
    expect(live.data.story.content.title).toBe('About us')
    expect(draft.data.story.content.title).toBe('About us (draft)')
  })

  it('adds _editable markers to every blok in drafts only', async () => {
    const draft = await preview().getStory('en/home', { version: 'draft' })
    const { story } = draft.data
    expect(story.content._editable).toBe(`<!--#storyblok#{"name":"page","space":"${demoSpace.id}","uid":"${story.content._uid}","id":"${story.id}"}-->`)
    for (const blok of story.content.body as { _editable?: string; component: string }[]) {
      expect(blok._editable).toContain(`"name":"${blok.component}"`)
    }
    const live = await published().getStory('en/home')
    expect(JSON.stringify(live.data.story)).not.toContain('_editable')
  })

  it('serves a draft-only story to the preview token and 404 to published requests', async () => {
    const draft = await preview().getStory('en/pages/upcoming-launch', { version: 'draft' })
    expect(draft.data.story.published_at).toBeNull()
    expect((await failure(published().getStory('en/pages/upcoming-launch'))).status).toBe(404)
    expect((await failure(preview().getStory('en/pages/upcoming-launch', { version: 'published' }))).status).toBe(404)
  })
})

describe('access and validation', () => {
  it('answers 401 {"error":"Unauthorized"} for a wrong token and for drafts with the public token', async () => {
    const wrong = await failure(service.client('not-a-token').getStory('en/home'))
    expect(wrong.status).toBe(401)
    expect(wrong.response?.data).toEqual({ error: 'Unauthorized' })
    const draftWithPublicToken = await failure(published().getStory('en/home', { version: 'draft' }))
    expect(draftWithPublicToken.status).toBe(401)
  })

  it('answers 401 when the token is missing', async () => {
    const response = await service.get('/v2/cdn/stories/en/home?version=published&cv=1')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Unauthorized' })
  })

  it('answers unknown parameters with 422 naming them', async () => {
    const error = await failure(published().getStory('en/home', { is_startpage: 1 } as never))
    expect(error.status).toBe(422)
    expect(error.response?.data).toEqual({ error: 'Parameter(s) is_startpage not allowed' })
    const list = await failure(published().getStories({ starts_with: 'en/', colour: 'blue' } as never))
    expect(list.message).toBe('Parameter(s) colour not allowed')
  })

  it('redirects a published request without cv to the same URL with the current cv', async () => {
    const { data } = await published().get('cdn/spaces/me', {})
    const response = await service.get(`/v2/cdn/stories/en/home?token=${demoSpace.publicToken}`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`/v2/cdn/stories/en/home?token=${demoSpace.publicToken}&cv=${data.space.version}`)
    const draft = await service.get(`/v2/cdn/stories/en/home?token=${demoSpace.previewToken}&version=draft`)
    expect(draft.status).toBe(200)
  })

  it('sends JSON with CORS and cache headers', async () => {
    const response = await service.get(`/v2/cdn/stories/en/home?token=${demoSpace.publicToken}&cv=1`)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cache-control')).toContain('public')
    const draft = await service.get(`/v2/cdn/stories/en/home?token=${demoSpace.previewToken}&version=draft`)
    expect(draft.headers.get('cache-control')).toBe('no-cache')
  })
})

describe('story lists', () => {
  it('pages through more than 100 stories with getAll, one request per page', async () => {
    const client = published()
    const first = await client.getStories({ starts_with: 'en/', per_page: 100 })
    const total = Number(first.headers.total)
    expect(first.headers['per-page']).toBe('100')
    expect(total).toBeGreaterThan(150)
    await service.reset()
    const all = (await client.getAll('cdn/stories', { starts_with: 'en/', per_page: 100 })) as ISbStoryData[]
    expect(all).toHaveLength(total)
    expect(new Set(all.map((story) => story.uuid)).size).toBe(total)
    const pages = (await service.requests('/v2/cdn/stories?')).filter((request) => request.status === 200)
    expect(pages).toHaveLength(Math.ceil(total / 100))
    expect(pages.map((request) => new URL(request.path, service.origin).searchParams.get('page')).sort()).toEqual(
      Array.from({ length: pages.length }, (_, index) => String(index + 1)),
    )
  })

  it('defaults to 25 per page and caps per_page at 100', async () => {
    const small = await published().getStories({ starts_with: 'en/' })
    expect(small.data.stories).toHaveLength(25)
    expect(small.headers['per-page']).toBe('25')
    const capped = await published().getStories({ starts_with: 'en/', per_page: 500 })
    expect(capped.data.stories).toHaveLength(100)
    expect(capped.headers['per-page']).toBe('100')
  })

  it('answers a list without matches with 200 and an empty array', async () => {
    const { data, headers } = await published().getStories({ starts_with: 'xx/' })
    expect(data.stories).toEqual([])
    expect(headers.total).toBe('0')
  })

  it('filters by content type, filter_query and sorts by a content field', async () => {
    const { data } = await published().getStories({
      starts_with: 'en/blog/',
      content_type: 'blog_post',
      filter_query: { category: { in: 'sustainability,technology' } },
      sort_by: 'content.date:desc',
      per_page: 100,
    })
    const stories = data.stories
    expect(stories.length).toBeGreaterThan(5)
    expect(new Set(stories.map((story) => story.content.category))).toEqual(new Set(['sustainability', 'technology']))
    const dates = stories.map((story) => String(story.content.date))
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('combines filter_query alternatives with __or and compares dates with gt_date', async () => {
    const { data } = await published().getStories({
      starts_with: 'en/',
      filter_query: { __or: [{ component: { in: 'press_item' } }, { component: { in: 'press_post' } }], date: { gt_date: '2024-06-01 00:00' } },
      per_page: 100,
    })
    expect(data.stories.length).toBeGreaterThan(0)
    for (const story of data.stories) {
      expect(['press_item', 'press_post']).toContain(story.content.component)
      expect(String(story.content.date) > '2024-06-01 00:00').toBe(true)
    }
  })

  it('selects by slugs with wildcards, excludes slugs and start pages', async () => {
    const { data } = await published().getStories({
      by_slugs: 'en/glossary/*,de/home',
      excluding_slugs: 'en/glossary/cabotage',
      is_startpage: false,
      per_page: 100,
    })
    const slugs = data.stories.map((story) => story.full_slug)
    expect(slugs).toContain('de/home')
    expect(slugs).not.toContain('en/glossary/cabotage')
    expect(slugs).not.toContain('en/glossary/')
    expect(slugs.filter((slug) => slug.startsWith('en/glossary/'))).toHaveLength(13)
  })

  it('keeps the order of by_uuids_ordered', async () => {
    const { data } = await published().getStories({ starts_with: 'en/authors/', per_page: 3 })
    const uuids = data.stories.map((story) => story.uuid).reverse()
    const ordered = await published().getStories({ by_uuids_ordered: uuids.join(',') })
    expect(ordered.data.stories.map((story) => story.uuid)).toEqual(uuids)
  })

  it('sorts by story properties and filters by tag', async () => {
    const { data } = await published().getStories({ starts_with: 'en/blog/', with_tag: 'featured', sort_by: 'first_published_at:desc' })
    expect(data.stories).toHaveLength(4)
    const dates = data.stories.map((story) => String(story.first_published_at))
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('removes excluded content fields', async () => {
    const { data } = await published().getStories({ starts_with: 'en/blog/', content_type: 'blog_post', excluding_fields: 'body,related', per_page: 3 })
    for (const story of data.stories) {
      expect(story.content).not.toHaveProperty('body')
      expect(story.content).not.toHaveProperty('related')
      expect(story.content).toHaveProperty('title')
    }
  })
})

describe('links, space and datasources', () => {
  it('returns the links object keyed by uuid, paged with Total and Per-Page', async () => {
    const client = published()
    const first = await client.get('cdn/links', { starts_with: 'en/', per_page: 100, page: 1 })
    const total = first.total
    expect(first.perPage).toBe(100)
    expect(total).toBeGreaterThan(100)
    const [uuid, link] = Object.entries(first.data.links as Record<string, Record<string, unknown>>)[0] ?? []
    expect(link).toMatchObject({
      uuid,
      id: expect.any(Number),
      slug: expect.any(String),
      name: expect.any(String),
      is_folder: expect.any(Boolean),
      published: expect.any(Boolean),
      real_path: expect.any(String),
    })
    expect(Object.keys(link ?? {}).sort()).toEqual([
      'id',
      'is_folder',
      'is_startpage',
      'name',
      'parent_id',
      'path',
      'position',
      'published',
      'real_path',
      'slug',
      'uuid',
    ])
    const all = await client.getAll('cdn/links', { starts_with: 'en/', per_page: 100 })
    expect(all).toHaveLength(total)
    const drafts = await service.client(demoSpace.previewToken).get('cdn/links', { starts_with: 'en/pages/upcoming', version: 'draft' })
    expect(Object.values(drafts.data.links as Record<string, unknown>)).toMatchObject([{ slug: 'en/pages/upcoming-launch', published: false }])
  })

  it('returns the space with its cache version', async () => {
    const { data } = await published().get('cdn/spaces/me', {})
    expect(data.space).toEqual({ id: demoSpace.id, name: demoSpace.name, domain: expect.any(String), version: expect.any(Number), language_codes: [] })
    const story = await published().getStory('en/home')
    expect(story.data.cv).toBe(data.space.version)
  })

  it('returns datasource entries with translated dimension values', async () => {
    const english = await published().get('cdn/datasource_entries', { datasource: 'blog-categories' })
    expect(english.data.datasource_entries).toContainEqual({ id: expect.any(Number), name: 'Sustainability', value: 'sustainability', dimension_value: null })
    const german = await published().get('cdn/datasource_entries', { datasource: 'blog-categories', dimension: 'de' })
    expect(german.data.datasource_entries).toContainEqual({
      id: expect.any(Number),
      name: 'Sustainability',
      value: 'sustainability',
      dimension_value: 'Nachhaltigkeit',
    })
    expect(german.total).toBe(5)
  })
})
