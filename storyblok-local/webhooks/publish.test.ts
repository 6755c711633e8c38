import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { demoSpace } from '../space/demoSpace'
import type { WebhookDelivery } from './sendWebhook'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const LAUNCH = 'en/pages/upcoming-launch'

interface PublishAnswer {
  story: { id: number; uuid: string; full_slug: string; published_at: string }
  cv: number
  webhook: WebhookDelivery | null
}

const spaceVersion = async (): Promise<number> => {
  const { data } = await service.client().get('cdn/spaces/me', {})
  return data.space.version as number
}

/** Hex HMAC-SHA1, computed here independently of the service. */
const hmacSha1 = async (body: string, secret: string): Promise<string> => {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)))
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

beforeEach(async () => {
  await service.reset()
})

describe('publishing', () => {
  it('makes a draft-only story public and moves the space cv forward', async () => {
    const before = await spaceVersion()
    await expect(service.client().getStory(LAUNCH)).rejects.toMatchObject({ status: 404 })
    const answer = await service.control<PublishAnswer>('publish', { full_slug: LAUNCH })
    expect(answer.cv).toBeGreaterThan(before)
    expect(await spaceVersion()).toBe(answer.cv)
    const { data } = await service.client().getStory(LAUNCH)
    expect(data.cv).toBe(answer.cv)
    expect(data.story.published_at).toBe(answer.story.published_at)
    expect(data.story.first_published_at).toBe(answer.story.published_at)
  })

  it('copies the draft over the published version', async () => {
    await service.control('publish', { full_slug: 'en/about' })
    const { data } = await service.client().getStory('en/about')
    expect(data.story.content.title).toBe('About us (draft)')
  })

  it('changes cv on every publish, and reset restores the committed content and cv', async () => {
    const before = await spaceVersion()
    const first = await service.control<PublishAnswer>('publish', { full_slug: 'en/about' })
    const second = await service.control<PublishAnswer>('publish', { full_slug: 'en/home' })
    expect(second.cv).toBeGreaterThan(first.cv)
    const reset = await service.reset()
    expect(reset.cv).toBe(before)
    expect(await spaceVersion()).toBe(before)
    const { data } = await service.client().getStory('en/about')
    expect(data.story.content.title).toBe('About us')
  })

  it('answers 404 for an unknown story', async () => {
    await expect(service.control('publish', { full_slug: 'en/nothing-here' })).rejects.toThrow(/404/)
  })
})

describe('publish webhook', () => {
  it('POSTs Storyblok’s webhook body signed with HMAC-SHA1 of the raw body', async () => {
    await service.control('webhook', { url: `${service.origin}/webhook-receiver`, secret: 'test-secret' })
    const answer = await service.control<PublishAnswer>('publish', { full_slug: LAUNCH })
    const delivery = answer.webhook
    expect(delivery).not.toBeNull()
    expect(JSON.parse(delivery?.body ?? '')).toEqual({
      text: expect.stringContaining(LAUNCH),
      action: 'published',
      space_id: demoSpace.id,
      story_id: answer.story.id,
      full_slug: LAUNCH,
    })
    expect(delivery?.signature).toBe(await hmacSha1(delivery?.body ?? '', 'test-secret'))
    expect(await service.requests('/webhook-receiver')).toMatchObject([{ method: 'POST', status: 404 }])
    const { deliveries } = (await (await fetch(`${service.origin}/_control/webhooks`)).json()) as { deliveries: WebhookDelivery[] }
    expect(deliveries).toEqual([delivery])
  })

  it('sends no signature without a secret, records unreachable receivers, and sends nothing without a URL', async () => {
    await service.control('webhook', { url: 'http://127.0.0.1:9/unreachable', secret: null })
    const answer = await service.control<PublishAnswer>('publish', { full_slug: 'en/home' })
    expect(answer.webhook).toMatchObject({ signature: null, status: null, error: expect.any(String) })
    await service.reset()
    const quiet = await service.control<PublishAnswer>('publish', { full_slug: 'en/home' })
    expect(quiet.webhook).toBeNull()
  })
})
