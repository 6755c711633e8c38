import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { demoSpace } from '../space/demoSpace'
import type { WebhookDelivery } from '../webhooks/sendWebhook'
import { management } from '../../tests/support/managementApi'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

interface Entry {
  id: number
  slug: string
  full_slug: string
  parent_id: number | null
  is_folder: boolean
}

/** A Management API write as it answers, failures included. */
const write = (method: string, id: number, body?: unknown, path = '') =>
  fetch(`${service.origin}/v1/spaces/${demoSpace.id}/stories/${id}${path}`, {
    method,
    headers: { authorization: demoSpace.managementToken, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
const entry = async (fullSlug: string): Promise<Entry> => {
  const { stories } = await management<{ stories: Entry[] }>(service.origin, 'GET', `/stories?with_slug=${fullSlug}`)
  if (!stories[0]) throw new Error(`no story or folder ${fullSlug}`)
  return stories[0]
}
const cdn = (path: string, params: Record<string, string> = {}) =>
  service.get(`/v2/cdn/${path}?${new URLSearchParams({ token: demoSpace.previewToken, cv: '1', ...params })}`)
const publishedStory = async (fullSlug: string) =>
  (await cdn(`stories/${fullSlug}`)).ok ? ((await (await cdn(`stories/${fullSlug}`)).json()) as { story: Entry & { alternates: Entry[] } }).story : null
const cv = async () => ((await (await cdn('spaces/me')).json()) as { space: { version: number } }).space.version
const linkSlugs = async (startsWith: string, version = 'published') => {
  const { links } = (await (await cdn('links', { starts_with: startsWith, version, per_page: '1000' })).json()) as { links: Record<string, { slug: string }> }
  return Object.values(links).map((link) => link.slug)
}
/** The webhooks sent since the reset, once none is on its way. */
async function events(): Promise<Record<string, unknown>[]> {
  const read = async () => (await (await fetch(`${service.origin}/_control/webhooks`)).json()) as { deliveries: WebhookDelivery[]; pending: boolean }
  await expect.poll(async () => (await read()).pending).toBe(false)
  return (await read()).deliveries.map((delivery) => JSON.parse(delivery.body) as Record<string, unknown>)
}
const brief = (event: Record<string, unknown>) => `${String(event.action)} ${String(event.full_slug)}`

beforeEach(async () => {
  await service.reset()
  await service.control('webhook', { url: `${service.origin}/webhook-receiver`, secret: 'test-secret' })
})

describe('a story’s new slug or folder (PUT /stories/{id})', () => {
  it('moves the draft at once and the published address on publish, which names the new full slug', async () => {
    const story = await entry('en/pages/for-shippers')
    const saved = await write('PUT', story.id, { story: { slug: 'for-shipping-companies' } })
    expect(((await saved.json()) as { story: Entry }).story).toMatchObject({ slug: 'for-shipping-companies', full_slug: 'en/pages/for-shipping-companies' })
    expect((await publishedStory('en/pages/for-shippers'))?.id).toBe(story.id)
    expect(await linkSlugs('en/pages/for-shipping-companies', 'draft')).toEqual(['en/pages/for-shipping-companies'])
    expect(await linkSlugs('en/pages/for-shipping-companies')).toEqual([])

    const before = await cv()
    await write('PUT', story.id, { story: {}, publish: 1 })
    expect(await publishedStory('en/pages/for-shippers')).toBeNull()
    expect((await publishedStory('en/pages/for-shipping-companies'))?.id).toBe(story.id)
    expect(await linkSlugs('en/pages/for-shipp')).toEqual(['en/pages/for-shipping-companies'])
    expect(await cv()).toBeGreaterThan(before)
    const german = await publishedStory('de/pages/for-shippers')
    expect(german?.alternates.find((alternate) => alternate.id === story.id)?.full_slug).toBe('en/pages/for-shipping-companies')
    expect(await events()).toEqual([
      expect.objectContaining({ action: 'published', space_id: demoSpace.id, story_id: story.id, full_slug: 'en/pages/for-shipping-companies' }),
    ])
  })

  it('sends moved, then published, when a published story is published in another folder', async () => {
    const story = await entry('en/pages/for-shippers')
    const blog = await entry('en/blog')
    const answer = await write('PUT', story.id, { story: { parent_id: blog.id }, publish: 1 })
    expect(((await answer.json()) as { story: Entry }).story).toMatchObject({ parent_id: blog.id, full_slug: 'en/blog/for-shippers' })
    expect((await publishedStory('en/blog/for-shippers'))?.parent_id).toBe(blog.id)
    expect((await events()).map(brief)).toEqual(['moved en/blog/for-shippers', 'published en/blog/for-shippers'])
  })

  it('keeps a moved story’s published address until a later publish (the editor’s too), which sends moved, then published', async () => {
    const story = await entry('en/pages/for-carriers')
    await write('PUT', story.id, { story: { parent_id: (await entry('en')).id, slug: 'carriers' } })
    expect((await publishedStory('en/pages/for-carriers'))?.id).toBe(story.id)
    expect(await events()).toEqual([])
    const answer = await service.control<{ webhook: WebhookDelivery }>('publish', { full_slug: 'en/carriers' })
    expect(JSON.parse(answer.webhook.body)).toMatchObject({ action: 'published', full_slug: 'en/carriers' })
    expect(await publishedStory('en/pages/for-carriers')).toBeNull()
    expect((await events()).map(brief)).toEqual(['moved en/carriers', 'published en/carriers'])
  })

  it('refuses a taken full slug, an invalid slug and a parent that is no folder with 422, changing nothing', async () => {
    const story = await entry('en/pages/for-shippers')
    const en = await entry('en')
    const refusals = [
      [{ slug: 'pricing' }, { slug: ['has already been taken'] }],
      [{ slug: 'blog', parent_id: en.id }, { slug: ['has already been taken'] }],
      [{ slug: 'For Shippers' }, { slug: ['is invalid'] }],
      [{ parent_id: (await entry('en/pages/pricing')).id }, { parent_id: ['must be a folder of the space'] }],
      [{ parent_id: 999 }, { parent_id: ['must be a folder of the space'] }],
      [{ slug: 'new-slug', content: { component: 'page', _uid: 'x', body: [{ _uid: 'y', component: 'legacy_slider' }] } }, { content: expect.any(Array) }],
    ] as const
    for (const [input, errors] of refusals) {
      const answer = await write('PUT', story.id, { story: input, publish: 1 })
      expect(answer.status, JSON.stringify(input)).toBe(422)
      expect(await answer.json()).toEqual(errors)
    }
    expect((await entry('en/pages/for-shippers')).id).toBe(story.id)
    expect(await events()).toEqual([])
  })
})

describe('a folder renamed or moved', () => {
  it('moves everything in it at once, published and draft, start pages and subfolders, and sends one moved event', async () => {
    const press = await entry('en/press')
    const published = await linkSlugs('en/press/')
    const drafts = await linkSlugs('en/press/', 'draft')
    const before = await cv()
    const answer = await write('PUT', press.id, { story: { slug: 'newsroom' } })
    expect(((await answer.json()) as { story: Entry }).story).toMatchObject({ id: press.id, is_folder: true, full_slug: 'en/newsroom' })
    const renamed = (slug: string) => slug.replace(/^en\/press\//, 'en/newsroom/')
    expect(await linkSlugs('en/newsroom/')).toEqual(published.map(renamed))
    expect(await linkSlugs('en/newsroom/', 'draft')).toEqual(drafts.map(renamed))
    expect(published).toEqual(expect.arrayContaining(['en/press/', 'en/press/clippings', 'en/press/posts/quarterly-update-q1-2023']))
    expect(await linkSlugs('en/press/')).toEqual([])
    expect((await publishedStory('en/newsroom/posts/quarterly-update-q1-2023'))?.full_slug).toBe('en/newsroom/posts/quarterly-update-q1-2023')
    expect(await cv()).toBeGreaterThan(before)
    expect(await events()).toEqual([expect.objectContaining({ action: 'moved', story_id: press.id, full_slug: 'en/newsroom' })])
  })

  it('moves into another folder, and refuses a taken slug or a place inside itself with 422', async () => {
    const clippings = await entry('en/press/clippings')
    const posts = await entry('en/press/posts')
    const press = await entry('en/press')
    expect((await write('PUT', clippings.id, { story: { slug: 'posts' } })).status).toBe(422)
    expect((await write('PUT', press.id, { story: { parent_id: posts.id } })).status).toBe(422)
    expect((await write('PUT', press.id, { story: { parent_id: press.id } })).status).toBe(422)
    expect(await events()).toEqual([])
    await write('PUT', clippings.id, { story: { parent_id: (await entry('en')).id } })
    expect((await linkSlugs('en/clippings')).length).toBeGreaterThan(1)
    expect(await linkSlugs('en/press/clippings')).toEqual([])
    expect((await events()).map(brief)).toEqual(['moved en/clippings'])
  })
})

describe('unpublish and delete', () => {
  it('unpublishes with the unpublished webhook, and answers 404 for an unknown story', async () => {
    const story = await entry('en/pages/pricing')
    expect((await write('GET', story.id, undefined, '/unpublish')).status).toBe(200)
    expect(await publishedStory('en/pages/pricing')).toBeNull()
    expect((await events()).map(brief)).toEqual(['unpublished en/pages/pricing'])
    expect((await write('GET', 999, undefined, '/unpublish')).status).toBe(404)
  })

  it('deletes with the deleted webhook, which names the story but not its address, and moves cv', async () => {
    const story = await entry('en/pages/pricing')
    const before = await cv()
    expect((await write('DELETE', story.id)).status).toBe(200)
    expect(await publishedStory('en/pages/pricing')).toBeNull()
    expect(await cv()).toBeGreaterThan(before)
    const [deleted, ...others] = await events()
    expect(others).toEqual([])
    expect(deleted).toEqual({ text: expect.stringContaining('deleted'), action: 'deleted', space_id: demoSpace.id, story_id: story.id })
    expect((await write('DELETE', story.id)).status).toBe(404)
  })
})
