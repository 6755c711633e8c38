import { env, exports } from 'cloudflare:workers'
import { createExecutionContext, runDurableObjectAlarm, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { signWebhook } from '../../tests/support/signWebhook'
import { TestContentService } from '../../tests/support/TestContentService'
import { createApp } from '../app'
import { indexNowBatchMs, indexNowQueue } from './IndexNowQueue'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const POST = 'en/blog/road-freight-capacity-what-shippers-need-to-know'
const PUBLISHED = { text: 'published', action: 'published', space_id: 100001, story_id: 1, full_slug: POST }

/** The publish webhook, as the worker configured with `vars` receives it; resolves once its background work is done. */
async function webhookWith(vars: Partial<Env>): Promise<Response> {
  const body = JSON.stringify(PUBLISHED)
  const ctx = createExecutionContext()
  const request = new Request('http://localhost/api/webhooks/storyblok', { method: 'POST', body, headers: { 'webhook-signature': await signWebhook(body) } })
  const response = await createApp().fetch(request, { ...env, ...vars }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

async function received(): Promise<{ at: string; urlList: string[] }[]> {
  return ((await (await fetch(`${service.origin}/_control/indexnow`)).json()) as { submissions: { at: string; urlList: string[] }[] }).submissions
}

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
  await runDurableObjectAlarm(indexNowQueue(env))
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('IndexNow: search engines are told of a publish', () => {
  it('queues the story and the list it is on, and sends them together a minute later with its every language', async () => {
    const before = Date.now()
    await service.control('publish', { full_slug: POST })
    expect((await webhookWith({})).status).toBe(200)
    expect(await indexNowQueue(env).waiting()).toEqual({
      urls: ['http://localhost/blog/road-freight-capacity-what-shippers-need-to-know', 'http://localhost/blog'],
      stories: [{ origin: 'http://localhost', slug: POST }],
    })
    const alarm = await indexNowQueue(env).alarmTime()
    expect(alarm).toBeGreaterThanOrEqual(before + indexNowBatchMs(env))
    expect(alarm).toBeLessThanOrEqual(Date.now() + indexNowBatchMs(env))

    // The stand-in checks the key file over HTTP, which a workerd test does not serve: what is sent is read on the way
    // (the browser tests see the stand-in accept it, tests/e2e/oldAddresses.spec.ts).
    const sent = vi.spyOn(globalThis, 'fetch')
    expect(await runDurableObjectAlarm(indexNowQueue(env))).toBe(true)
    const post = sent.mock.calls.find(([url]) => String(url) === env.INDEXNOW_ENDPOINT)
    const body = JSON.parse(String(post?.[1]?.body)) as { host: string; key: string; keyLocation: string; urlList: string[] }
    expect(body).toMatchObject({ host: 'localhost', key: env.INDEXNOW_KEY, keyLocation: `http://localhost/${env.INDEXNOW_KEY}.txt` })
    expect(body.urlList).toEqual(expect.arrayContaining(['http://localhost/blog/road-freight-capacity-what-shippers-need-to-know', 'http://localhost/blog']))
    // Its translations' pages changed too (their hreflang alternates).
    expect(body.urlList.some((url) => url.startsWith('http://localhost/de/blog/'))).toBe(true)
    expect(await indexNowQueue(env).waiting()).toEqual({ urls: [], stories: [] })
  })

  it('tells nothing where the site is not indexable (staging)', async () => {
    await service.control('publish', { full_slug: POST })
    expect((await webhookWith({ SITE_INDEXABLE: 'false' })).status).toBe(200)
    expect(await indexNowQueue(env).waiting()).toEqual({ urls: [], stories: [] })
    expect(await received()).toEqual([])
  })

  it('serves the key file that search engines check, and no other', async () => {
    const key = await exports.default.fetch(`http://localhost/${env.INDEXNOW_KEY}.txt`)
    expect(key.status).toBe(200)
    expect(await key.text()).toBe(env.INDEXNOW_KEY)
    const other = await exports.default.fetch('http://localhost/0123456789abcdef.txt')
    expect(other.status).toBe(404)
    await other.body?.cancel()
  })
})
