import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { contentModel } from '../../shared/content/schema/contentModel'
import { isOpen, readJobOpening } from '../../shared/content/types/jobOpening'
import type { Story } from '../../shared/content/storyblok'
import { demoSpace } from '../space/demoSpace'
import { modelProblems } from '../management/modelProblems'
import type { WebhookDelivery } from '../webhooks/sendWebhook'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const client = service.client(demoSpace.previewToken)
const SCALE = { blogPosts: 50, pages: 200, jobOpenings: 30, redirects: 1500 }

interface ScaleAnswer {
  cv: number
  published: number
  removed: number
  redirectsChanged: boolean
}

const scale = (body: unknown) => service.control<ScaleAnswer>('scale', body)
const stories = async (startsWith: string): Promise<Story[]> => (await client.getAll('cdn/stories', { starts_with: startsWith }, 'stories')) as Story[]
const redirects = async (): Promise<{ name: string; value: string }[]> =>
  await client.getAll('cdn/datasource_entries', { datasource: 'redirects', per_page: 1000 }, 'datasource_entries')
/** Each event as `action what`: a deleted story by its id, as Storyblok's `deleted` event has no full slug (storyblok/storyblok#834). */
const actions = (deliveries: WebhookDelivery[]) =>
  deliveries.map((delivery) => {
    const event = JSON.parse(delivery.body) as { action: string; full_slug?: string; datasource_slug?: string; story_id?: number }
    return `${event.action} ${event.full_slug ?? event.datasource_slug ?? `#${event.story_id}`}`
  })
async function deliveries(): Promise<WebhookDelivery[]> {
  return ((await (await fetch(`${service.origin}/_control/webhooks`)).json()) as { deliveries: WebhookDelivery[] }).deliveries
}

beforeEach(async () => {
  await service.reset()
})

describe('POST /_control/scale', () => {
  it('adds exactly what it is asked for, valid under the content model, a tenth of the openings expired', { timeout: 60_000 }, async () => {
    const demo = { posts: (await stories('en/blog/')).length, pages: (await stories('en/pages/')).length, redirects: (await redirects()).length }
    await scale(SCALE)
    const generated = [...(await stories('en/blog/archive-post-')), ...(await stories('en/pages/generated-page-'))]
    const openings = await stories('en/open-positions/generated-opening-')
    expect((await stories('en/blog/')).length).toBe(demo.posts + SCALE.blogPosts)
    expect((await stories('en/pages/')).length).toBe(demo.pages + SCALE.pages)
    expect(openings).toHaveLength(SCALE.jobOpenings)
    expect(openings.filter((story) => !isOpen(readJobOpening(story), Date.now()))).toHaveLength(SCALE.jobOpenings / 10)
    const entries = await redirects()
    expect(entries).toHaveLength(demo.redirects + SCALE.redirects)
    expect(entries.at(-1)).toEqual(expect.objectContaining({ name: '/legacy/link-01500', value: expect.stringMatching(/^\/[a-z-]+$/) }))
    const problems = [...generated, ...openings].flatMap((story) =>
      modelProblems(story, contentModel).map((problem) => `${story.full_slug}: ${problem.path}: ${problem.message}`),
    )
    expect(problems).toEqual([])
  })

  it('says the whole scale: a kind left out is removed, the same scale again changes nothing, reset removes all', async () => {
    const first = await scale(SCALE)
    expect(first).toMatchObject({ published: SCALE.blogPosts + SCALE.pages + SCALE.jobOpenings, removed: 0, redirectsChanged: true })
    const again = await scale(SCALE)
    expect(again).toMatchObject({ cv: first.cv, published: 0, removed: 0, redirectsChanged: false })
    const smaller = await scale({ pages: 10 })
    expect(smaller).toMatchObject({ published: 0, removed: SCALE.blogPosts + SCALE.pages - 10 + SCALE.jobOpenings, redirectsChanged: true })
    expect(smaller.cv).toBeGreaterThan(first.cv)
    expect(await stories('en/pages/generated-page-')).toHaveLength(10)
    expect(await stories('en/blog/archive-post-')).toHaveLength(0)
    expect((await redirects()).some((entry) => entry.name.startsWith('/legacy/'))).toBe(false)
    await service.reset()
    expect(await stories('en/pages/generated-page-')).toHaveLength(0)
  })

  it('sends every webhook Storyblok would send for what changed, in order', async () => {
    await service.control('webhook', { url: `${service.origin}/webhook-receiver`, secret: 'test-secret' })
    await scale({ pages: 3, redirects: 2 })
    const pages = ['00001', '00002', '00003'].map((number) => `published en/pages/generated-page-${number}`)
    expect(actions(await deliveries())).toEqual([...pages, 'entries_updated redirects'])
    const generated = await stories('en/pages/generated-page-')
    const idOf = (number: string) => generated.find((story) => story.full_slug === `en/pages/generated-page-${number}`)?.id
    await scale({ pages: 1 })
    expect(actions(await deliveries()).slice(4)).toEqual([`deleted #${idOf('00002')}`, `deleted #${idOf('00003')}`, 'entries_updated redirects'])
    await scale({ pages: 1 })
    expect(await deliveries()).toHaveLength(7)
  })

  it.each([[null], [[]], [{ pages: -1 }], [{ pages: 1.5 }], [{ pages: '10' }], [{ pages: 100_001 }], [{ posts: 10 }]])(
    'refuses %j with 400, changing nothing',
    async (body) => {
      const response = await fetch(`${service.origin}/_control/scale`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(/^Expected \{"blogPosts": N, "pages": N, "jobOpenings": N, "redirects": N\}/)
    },
  )
})
