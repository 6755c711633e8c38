import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { createContentApp } from '../app'
import type { DemoData, StoryRecord } from '../space/DemoData'
import { demoSpace } from '../space/demoSpace'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const STORED = `${demoSpace.assetCdnOrigin}/f/`

/** Every string inside a value, depth first. */
const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value]
  if (value === null || typeof value !== 'object') return []
  return Object.values(value).flatMap(strings)
}
/** The asset addresses in a value that start at an origin. */
const assetsAt = (origin: string, value: unknown): string[] => strings(value).filter((text) => text.startsWith(`${origin}/f/`))

/** A request to an app of the service: a loopback client, as the editor on this machine is. */
type Fetch = (path: string, init?: { method?: string; body?: unknown; management?: boolean }) => Promise<Response>

/** Requests to the running test service. */
const running: Fetch = (path, { method = 'GET', body, management = false } = {}) =>
  fetch(`${service.origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(management ? { authorization: demoSpace.managementToken } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

/** A story as the Content Delivery API answers it: its draft with the preview token, or its published version. */
async function cdnStory(call: Fetch, fullSlug: string, version: 'draft' | 'published' = 'draft'): Promise<Story> {
  const token = version === 'draft' ? demoSpace.previewToken : demoSpace.publicToken
  return ((await (await call(`/v2/cdn/stories/${fullSlug}?version=${version}&token=${token}`)).json()) as { story: Story }).story
}

/** The story as the space stores it: the Management API answers its content as it was written. */
const storedStory = async (call: Fetch, id: number): Promise<Story> =>
  ((await (await call(`/v1/spaces/${demoSpace.id}/stories/${id}`, { management: true })).json()) as { story: Story }).story

const save = (call: Fetch, fullSlug: string, content: unknown) => call('/_control/save', { method: 'POST', body: { full_slug: fullSlug, content } })

beforeEach(async () => {
  await service.reset()
})

describe('saved content holds Storyblok’s asset addresses, whatever origin the service answers with', () => {
  it('stores what the editor saves with https://a.storyblok.com/f/…, and still answers with the service’s own addresses', async () => {
    const read = await cdnStory(running, 'en/blog/rich-text-showcase')
    const served = assetsAt(service.origin, read.content)
    expect(served.length).toBeGreaterThan(2)
    expect((await save(running, read.full_slug, { ...read.content, title: 'Saved with its pictures' })).status).toBe(200)

    const stored = await storedStory(running, read.id)
    expect(stored.content.title).toBe('Saved with its pictures')
    expect(assetsAt(service.origin, stored.content)).toEqual([])
    expect(assetsAt(demoSpace.assetCdnOrigin, stored.content)).toEqual(served.map((url) => url.replace(`${service.origin}/f/`, STORED)))
    expect(assetsAt(service.origin, (await cdnStory(running, read.full_slug)).content)).toEqual(served)
    // A filter on the stored address finds the saved draft, as Storyblok's filters match what it stores.
    const image = stored.content.image as { filename: string }
    const query = new URLSearchParams({
      version: 'draft',
      token: demoSpace.previewToken,
      starts_with: 'en/blog/',
      'filter_query[image.filename][in]': image.filename,
    })
    const found = (await (await running(`/v2/cdn/stories?${query}`)).json()) as { stories: Story[] }
    expect(found.stories.map((story) => story.full_slug)).toEqual([read.full_slug])
  })

  it('stores a Management API update or create of content read from the Content Delivery API with Storyblok’s addresses', async () => {
    const read = await cdnStory(running, 'en/blog/rich-text-showcase', 'published')
    const served = assetsAt(service.origin, read.content)
    const updated = await running(`/v1/spaces/${demoSpace.id}/stories/${read.id}`, {
      method: 'PUT',
      management: true,
      body: { story: { content: read.content } },
    })
    expect(updated.status).toBe(200)
    expect(assetsAt(demoSpace.assetCdnOrigin, (await storedStory(running, read.id)).content)).toEqual(
      served.map((url) => url.replace(`${service.origin}/f/`, STORED)),
    )

    const copy = { ...read.content, _uid: 'copy-of-the-showcase' }
    const created = await running(`/v1/spaces/${demoSpace.id}/stories`, {
      method: 'POST',
      management: true,
      body: { story: { name: 'Showcase copy', slug: 'showcase-copy', parent_id: read.parent_id, content: copy } },
    })
    expect(created.status).toBe(201)
    const { story } = (await created.json()) as { story: Story }
    expect(assetsAt(service.origin, story.content)).toEqual([])
    expect(assetsAt(demoSpace.assetCdnOrigin, story.content)).toHaveLength(served.length)
  })

  it('turns a custom asset domain back too, and leaves the domain’s other addresses as written', async () => {
    const CUSTOM = 'https://assets.example.test'
    const photo = `${STORED}${demoSpace.id}/1200x800/b9f0baf051/case-nordhafen-foods.jpg`
    const study: StoryRecord = {
      name: 'Nordhafen Foods',
      created_at: '2026-01-01T00:00:00.000Z',
      published_at: '2026-01-01T00:00:00.000Z',
      first_published_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      id: 1,
      uuid: '00000000-0000-4000-8000-000000000001',
      slug: 'nordhafen',
      full_slug: 'en/nordhafen',
      parent_id: null,
      content: {
        _uid: 'study',
        component: 'case_study',
        title: 'Nordhafen Foods',
        // An address on the asset domain that is no asset.
        teaser: `${CUSTOM}/press-kit`,
        image: { id: 2, alt: 'Warehouse', filename: photo, fieldtype: 'asset' },
      },
      sort_by_date: null,
      position: 0,
      tag_list: [],
      is_startpage: false,
      meta_data: null,
      group_id: '00000000-0000-4000-8000-000000000002',
      release_id: null,
      lang: 'default',
      path: null,
      default_full_slug: null,
      translated_slugs: null,
    }
    const data: DemoData = {
      space: { id: demoSpace.id, name: 'Custom assets', domain: 'http://localhost/', version: 1, language_codes: [] },
      folders: [],
      published: [study],
      drafts: [],
      datasources: [],
    }
    // A trailing slash, as one may write the flag, answers the same addresses.
    const app = createContentApp(data, { assetOrigin: `${CUSTOM}/` })
    const local: Fetch = async (path, { method = 'GET', body, management = false } = {}) =>
      app.fetch(
        new Request(`http://content.test${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...(management ? { authorization: demoSpace.managementToken } : {}) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
        { remoteAddress: '127.0.0.1' },
      )
    const read = await cdnStory(local, 'en/nordhafen')
    expect((read.content.image as { filename: string }).filename).toMatch(new RegExp(`^${CUSTOM}/f/${demoSpace.id}/`))
    expect((await save(local, 'en/nordhafen', { ...read.content, customer: 'Nordhafen Foods' })).status).toBe(200)
    const stored = await storedStory(local, study.id)
    expect(stored.content).toMatchObject({ image: { filename: photo }, teaser: `${CUSTOM}/press-kit`, customer: 'Nordhafen Foods' })
  })
})
