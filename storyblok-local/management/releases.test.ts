import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { demoSpace } from '../space/demoSpace'
import type { EditorConfig } from '../editor/editorPage'
import type { ReleaseRecord } from '../space/Releases'
import type { WebhookDelivery } from '../webhooks/sendWebhook'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const drafts = service.client(demoSpace.previewToken)

function management(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${service.origin}/v1/spaces/${demoSpace.id}${path}`, {
    method,
    headers: { authorization: demoSpace.managementToken, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

async function draft(fullSlug: string, release?: number): Promise<Story> {
  const params = { version: 'draft' as const, ...(release ? { from_release: String(release) } : {}) }
  return (await drafts.get(`cdn/stories/${fullSlug}`, params)).data.story as Story
}

async function newRelease(name: string): Promise<ReleaseRecord> {
  const response = await management('POST', '/releases', { release: { name, release_at: '2030-01-01 09:00' } })
  expect(response.status).toBe(201)
  return ((await response.json()) as { release: ReleaseRecord }).release
}

/** Saves a title into a release through the Management API, as Storyblok's editor saves a story while a release is open. */
async function saveTitleInRelease(fullSlug: string, title: string, release: number): Promise<Response> {
  const story = await draft(fullSlug)
  return management('PUT', `/stories/${story.id}`, { story: { content: { ...story.content, title } }, release_id: release })
}

beforeEach(async () => {
  await service.reset()
})

describe('releases on the local Management API', () => {
  it('lists the demo space’s release, creates one (201) and reads it; a release needs a name, an unknown one is 404', async () => {
    const listed = (await (await management('GET', '/releases')).json()) as { releases: ReleaseRecord[] }
    expect(listed.releases.map((release) => release.name)).toEqual(['Next campaign'])
    const created = await newRelease('Autumn prices')
    expect(created).toMatchObject({ name: 'Autumn prices', release_at: '2030-01-01 09:00', released: false })
    const read = (await (await management('GET', `/releases/${created.id}`)).json()) as { release: ReleaseRecord }
    expect(read.release).toEqual(created)
    expect((await management('POST', '/releases', { release: { name: ' ' } })).status).toBe(422)
    expect((await management('GET', '/releases/1')).status).toBe(404)
  })
})

describe('a story saved into a release, read with from_release', () => {
  it('is the release’s version with from_release; the draft and the published story stay as they were', async () => {
    const release = await newRelease('Autumn prices')
    const before = await draft('en/sustainability')
    expect((await saveTitleInRelease('en/sustainability', 'Sustainability, in the autumn release', release.id)).status).toBe(200)

    const inRelease = await draft('en/sustainability', release.id)
    expect(inRelease.content.title).toBe('Sustainability, in the autumn release')
    expect(inRelease.content._editable).toMatch(/^<!--#storyblok#/)
    expect((inRelease as Story & { release_id: number }).release_id).toBe(release.id)
    expect((await draft('en/sustainability')).content.title).toBe(before.content.title)
    const published = (await service.client().get('cdn/stories/en/sustainability', { from_release: String(release.id) })).data.story as Story
    expect(published.content.title).toBe(before.content.title)
  })

  it('lists the release’s version of the stories saved in it and the current draft of the others', async () => {
    const release = await newRelease('Autumn prices')
    await saveTitleInRelease('en/sustainability', 'Sustainability, in the autumn release', release.id)
    const listed = await drafts.get('cdn/stories', {
      version: 'draft',
      starts_with: 'en/',
      by_slugs: 'en/sustainability,en/about',
      from_release: String(release.id),
    })
    const titles = Object.fromEntries((listed.data.stories as Story[]).map((story) => [story.full_slug, story.content.title]))
    expect(titles).toEqual({ 'en/sustainability': 'Sustainability, in the autumn release', 'en/about': 'About us (draft)' })
    // Another release holds none of it.
    const other = await newRelease('Winter')
    expect((await draft('en/sustainability', other.id)).content.title).not.toBe('Sustainability, in the autumn release')
  })

  it('saves through the editor’s control save too, and refuses a release the space lacks', async () => {
    const release = await newRelease('Autumn prices')
    const story = await draft('en/about')
    const save = (releaseId: number) =>
      fetch(`${service.origin}/_control/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ full_slug: 'en/about', content: { ...story.content, title: 'About, in a release' }, release_id: releaseId }),
      })
    expect((await save(release.id)).status).toBe(200)
    expect((await draft('en/about', release.id)).content.title).toBe('About, in a release')
    expect((await draft('en/about')).content.title).toBe('About us (draft)')
    expect((await save(424242)).status).toBe(404)
    expect((await saveTitleInRelease('en/about', 'Nowhere', 424242)).status).toBe(422)
  })

  it('is gone with the story: a story deleted through the Management API answers 404 in every version', async () => {
    const story = await draft('en/pages/upcoming-launch')
    expect((await management('DELETE', `/stories/${story.id}`)).status).toBe(200)
    await expect(draft('en/pages/upcoming-launch')).rejects.toMatchObject({ status: 404 })
    expect((await management('DELETE', `/stories/${story.id}`)).status).toBe(404)
  })
})

describe('releasing a release (PUT /releases/{id} with do_release)', () => {
  const published = async (fullSlug: string) => (await service.client().get(`cdn/stories/${fullSlug}`)).data.story as Story
  const controlSave = (fullSlug: string, content: Story['content'], releaseId: number) =>
    fetch(`${service.origin}/_control/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_slug: fullSlug, content, release_id: releaseId }),
    })
  /** The webhooks sent since the reset, once none is on its way. */
  async function events(): Promise<Record<string, unknown>[]> {
    const read = async () => (await (await fetch(`${service.origin}/_control/webhooks`)).json()) as { deliveries: WebhookDelivery[]; pending: boolean }
    await expect.poll(async () => (await read()).pending).toBe(false)
    return (await read()).deliveries.map((delivery) => JSON.parse(delivery.body) as Record<string, unknown>)
  }
  const editorReleases = async () => {
    const page = await (await service.get('/_editor/en/about')).text()
    const config = JSON.parse(/<script type="application\/json" id="editor-config">(.*?)<\/script>/s.exec(page)?.[1] ?? 'null') as EditorConfig
    return config.releases.map(({ name }) => name)
  }

  beforeEach(async () => {
    await service.control('webhook', { url: `${service.origin}/webhook-receiver`, secret: 'test-secret' })
  })

  it('publishes every story version in it, marks it released and sends one release_merged webhook', async () => {
    const release = await newRelease('Autumn prices')
    const about = await draft('en/about')
    expect((await controlSave('en/about', { ...about.content, title: 'About, as released' }, release.id)).status).toBe(200)
    await saveTitleInRelease('en/sustainability', 'Sustainability, as released', release.id)
    const cvBefore = (await service.client().get('cdn/spaces/me')).data.space.version as number

    const answer = await management('PUT', `/releases/${release.id}`, { release: { name: 'Autumn prices' }, do_release: true })
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { release: ReleaseRecord }).release).toMatchObject({ id: release.id, name: 'Autumn prices', released: true })

    const live = await published('en/about')
    expect(live.content.title).toBe('About, as released')
    expect(Date.parse(live.published_at ?? '')).toBeGreaterThan(Date.parse(about.published_at ?? ''))
    expect((await published('en/sustainability')).content.title).toBe('Sustainability, as released')
    expect((await draft('en/about')).content.title).toBe('About, as released')
    expect((await service.client().get('cdn/spaces/me')).data.space.version).toBeGreaterThan(cvBefore)
    expect(await events()).toEqual([
      { text: 'The release Autumn prices has been merged.', action: 'release_merged', space_id: demoSpace.id, release_id: release.id },
    ])
  })

  it('takes no more saves nor a second release once released, and leaves the editor’s picker', async () => {
    const release = await newRelease('Autumn prices')
    expect(await editorReleases()).toEqual(['Next campaign', 'Autumn prices'])
    expect((await management('PUT', `/releases/${release.id}`, { do_release: true })).status).toBe(200)

    const about = await draft('en/about')
    expect((await controlSave('en/about', about.content, release.id)).status).toBe(404)
    expect((await saveTitleInRelease('en/about', 'Too late', release.id)).status).toBe(422)
    expect((await management('PUT', `/releases/${release.id}`, { do_release: true })).status).toBe(422)
    expect((await management('PUT', '/releases/1', { do_release: true })).status).toBe(404)
    expect(await editorReleases()).toEqual(['Next campaign'])
    // Its only change was the release itself: nothing was saved in it, so no story was published.
    expect(await events()).toEqual([expect.objectContaining({ action: 'release_merged', release_id: release.id })])
  })

  it('updates a release’s name and plan without releasing it', async () => {
    const release = await newRelease('Autumn prices')
    const answer = await management('PUT', `/releases/${release.id}`, { release: { name: 'Autumn sale', release_at: '2030-02-01 09:00' } })
    expect(((await answer.json()) as { release: ReleaseRecord }).release).toMatchObject({
      name: 'Autumn sale',
      release_at: '2030-02-01 09:00',
      released: false,
    })
    expect((await management('PUT', `/releases/${release.id}`, { release: { name: ' ' } })).status).toBe(422)
    expect(await events()).toEqual([])
  })
})
