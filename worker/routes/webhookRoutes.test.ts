import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { getStory } from '../content/getStory'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { signWebhook as sign } from '../../tests/support/signWebhook'
import { testContentContext } from '../../tests/support/testContentContext'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

/** Four content reads and a webhook: generous on a machine shared with other work. */
const PUBLISH_TEST_TIMEOUT_MS = 20_000
const WEBHOOK_URL = 'http://localhost/api/webhooks/storyblok'
const PUBLISHED = JSON.stringify({ text: 'The user published the Story About', action: 'published', space_id: 100001, story_id: 1, full_slug: 'en/about' })

function postWebhook(body: string, signature?: string): Promise<Response> {
  return exports.default.fetch(
    new Request(WEBHOOK_URL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...(signature ? { 'webhook-signature': signature } : {}) },
    }),
  )
}

async function cachedAboutTitle(): Promise<unknown> {
  return (await getStory(testContentContext().ctx, 'en/about'))?.content.title
}

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('POST /api/webhooks/storyblok', () => {
  it(
    'makes a publish live on the next request when the signature is valid',
    async () => {
      const before = await cachedAboutTitle()
      await service.control('publish', { full_slug: 'en/about' })
      expect(await cachedAboutTitle()).toBe(before)

      const response = await postWebhook(PUBLISHED, await sign(PUBLISHED))
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ invalidated: ['s:en/about', 'l:en/', 'l:'], action: 'published', full_slug: 'en/about', purge: 'queued' })
      const after = await cachedAboutTitle()
      expect(after).not.toBe(before)
      expect(after).toContain('draft')
    },
    PUBLISH_TEST_TIMEOUT_MS,
  )

  it.each([
    ['no signature', undefined],
    ['a wrong signature', 'f'.repeat(40)],
    ['a malformed signature', 'not-hex'],
  ])('answers 401 to %s and changes nothing', async (_case, signature) => {
    const before = await cachedAboutTitle()
    await service.control('publish', { full_slug: 'en/about' })
    const response = await postWebhook(PUBLISHED, signature)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Invalid webhook signature' })
    expect(await cachedAboutTitle()).toBe(before)
  })

  it('rejects a body signed with another secret', async () => {
    const response = await postWebhook(PUBLISHED, await sign(PUBLISHED, 'someone-else'))
    expect(response.status).toBe(401)
  })

  it('answers 400 to a signed body that is not JSON', async () => {
    const body = '{"action":'
    expect((await postWebhook(body, await sign(body))).status).toBe(400)
  })

  it('answers other methods with 405', async () => {
    const response = await exports.default.fetch(new Request(WEBHOOK_URL))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('refuses oversized bodies', async () => {
    const body = JSON.stringify({ action: 'published', text: 'x'.repeat(20_000) })
    expect((await postWebhook(body, await sign(body))).status).toBe(413)
  })
})
