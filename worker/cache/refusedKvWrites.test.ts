import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { testContentContext } from '../../tests/support/testContentContext'
import { TestContentService } from '../../tests/support/TestContentService'
import { createApp } from '../app'
import { getStory } from '../content/getStory'
import { writeInvalidationMarker } from './invalidationMarkerStore'
import { readThroughCache } from './readThroughCache'
import { fromStoredBytes } from './storedPageBytes'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const PATH = '/about'

/**
 * The worker's KV, except that it refuses every write as Workers KV refuses a second write to a
 * key within a second (429), and counts them.
 */
function refusingKv(): { kv: KVNamespace; refused: () => number } {
  let refused = 0
  const refuse = () => {
    refused += 1
    return Promise.reject(new Error('KV PUT failed: 429 Too Many Requests'))
  }
  const kv = new Proxy(env.CONTENT_CACHE, {
    get: (target, name) => (name === 'put' || name === 'delete' ? refuse : Reflect.get(target, name, target).bind(target)),
  })
  return { kv, refused: () => refused }
}

/** The worker on `overrides` of the test environment, its background work awaitable. */
function site(overrides: Partial<Env> = {}) {
  const app = createApp()
  const pending: Promise<unknown>[] = []
  const executionCtx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException() {}, props: {} }
  return {
    get: (path: string) => app.fetch(new Request(`http://localhost${path}`, { headers: { 'user-agent': BROWSER } }), { ...env, ...overrides }, executionCtx),
    async settled() {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0))
    },
  }
}

/** Every KV key with its value's time (a page's `renderedAt`, an entry's `fetchedAt`): what a refused write would have changed. */
async function keptInKv(): Promise<string[]> {
  const { keys } = await env.CONTENT_CACHE.list()
  return Promise.all(
    keys.map(async ({ name }) => {
      const value = await env.CONTENT_CACHE.get(name, 'arrayBuffer')
      const page = name.startsWith('page/') && value ? fromStoredBytes(new Uint8Array(value)) : null
      const time = page ? page.renderedAt : (await env.CONTENT_CACHE.get<{ fetchedAt?: number }>(name, 'json'))?.fetchedAt
      return `${name} ${time}`
    }),
  )
}

const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]

/** The page as a worker with a working KV renders it, then forgotten by KV and the isolate. */
async function healthyHeading(): Promise<string> {
  const healthy = site()
  const html = await (await healthy.get(PATH)).text()
  await healthy.settled()
  await clearContentCache()
  return heading(html)!
}

let warn: MockInstance<typeof console.warn>
let error: MockInstance<typeof console.error>

beforeEach(async () => {
  await service.reset()
  await clearContentCache()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  error = vi.spyOn(console, 'error')
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** Each refused write is one warning naming what was not kept and its key; nothing else is logged. */
function expectOneLinePerRefusal(refused: number, kinds: string[]): void {
  expect(refused).toBeGreaterThan(0)
  expect(warn).toHaveBeenCalledTimes(refused)
  for (const [message, key, cause] of warn.mock.calls) {
    expect(kinds).toContain(message)
    expect(key).toEqual(expect.any(String))
    expect(String(cause)).toContain('429')
  }
  expect(error).not.toHaveBeenCalled()
}

describe('KV refusing writes, a page', () => {
  it('cold: is served 200 with its content, only not kept; one warning per refused write', async () => {
    const expected = await healthyHeading()
    const { kv, refused } = refusingKv()
    const worker = site({ CONTENT_CACHE: kv })
    const response = await worker.get(PATH)
    expect(response.status).toBe(200)
    expect(heading(await response.text())).toBe(expected)
    await worker.settled()
    expect((await env.CONTENT_CACHE.list()).keys).toEqual([])
    expect(warn.mock.calls.map(([message]) => message)).toContain('page cache write failed')
    expect(warn.mock.calls.map(([message]) => message)).toContain('content cache write failed')
    expectOneLinePerRefusal(refused(), ['page cache write failed', 'content cache write failed', 'content version write failed'])
  })

  it('stale after a publish: is rendered again and served 200, while KV keeps the older copy', async () => {
    const expected = await healthyHeading()
    const healthy = site()
    await healthy.get(PATH)
    await healthy.settled()
    await writeInvalidationMarker(env, { at: Date.now() + 1, cv: null })
    const keptBefore = await keptInKv()
    expect(keptBefore.length).toBeGreaterThan(2)

    const { kv, refused } = refusingKv()
    const worker = site({ CONTENT_CACHE: kv })
    const response = await worker.get(PATH)
    expect(response.status).toBe(200)
    expect(response.headers.get('server-timing')).not.toMatch(/page-hit|page-stale/)
    expect(heading(await response.text())).toBe(expected)
    await worker.settled()
    expect(await keptInKv()).toEqual(keptBefore)
    expectOneLinePerRefusal(refused(), ['page cache write failed', 'content cache write failed', 'content version write failed'])
  })

  it('older than the TTL: is served at once, and its background render is not kept', async () => {
    const expected = await healthyHeading()
    const healthy = site()
    await healthy.get(PATH)
    await healthy.settled()

    const { kv, refused } = refusingKv()
    const worker = site({ CONTENT_CACHE: kv, CONTENT_TTL_SECONDS: '0' })
    const response = await worker.get(PATH)
    expect(response.status).toBe(200)
    expect(response.headers.get('server-timing')).toMatch(/page-stale/)
    expect(heading(await response.text())).toBe(expected)
    await worker.settled()
    expectOneLinePerRefusal(refused(), ['page cache write failed', 'content cache write failed', 'content version write failed'])
    // The isolate keeps what it rendered in the background: the next visitor gets it from memory, fresh.
    const next = await site({ CONTENT_CACHE: kv }).get(PATH)
    expect(next.status).toBe(200)
    expect(next.headers.get('server-timing')).toMatch(/page-hit/)
    expect(heading(await next.text())).toBe(expected)
  })
})

describe('KV refusing writes, a content entry', () => {
  it('cold: is read from Storyblok and answered, only not kept', async () => {
    const { kv, refused } = refusingKv()
    const { ctx, settled } = testContentContext({ CONTENT_CACHE: kv })
    expect((await getStory(ctx, 'en/about'))?.full_slug).toBe('en/about')
    expect(ctx.statuses).toEqual(['miss'])
    // Its background work (the content version's write) ends within this test, not in the next one's count.
    await settled()
    expect((await env.CONTENT_CACHE.list({ prefix: 'content/v1/' })).keys).toEqual([])
    expectOneLinePerRefusal(refused(), ['content cache write failed', 'content version write failed'])
  })

  it('stale: refreshed in the background without being kept, and the stale answer is served', async () => {
    const first = await getStory(testContentContext().ctx, 'en/about')
    const { kv, refused } = refusingKv()
    const { ctx, settled } = testContentContext({ CONTENT_TTL_SECONDS: '0', CONTENT_CACHE: kv })
    expect((await getStory(ctx, 'en/about'))?.content.title).toBe(first?.content.title)
    expect(ctx.statuses).toEqual(['stale'])
    await settled()
    expectOneLinePerRefusal(refused(), ['content cache write failed', 'content version write failed'])
  })

  it('gone after a publish: its refused delete is one warning, and the answer is that it is gone', async () => {
    const tags = () => ['s:test/gone']
    await readThroughCache(testContentContext().ctx, 'test/gone', { load: async () => 'kept', tags })
    await writeInvalidationMarker(env, { at: Date.now() + 1, cv: null })
    const { kv, refused } = refusingKv()
    const { ctx } = testContentContext({ CONTENT_CACHE: kv })
    expect(await readThroughCache(ctx, 'test/gone', { load: async () => null, tags, keep: (data) => data !== null })).toBeNull()
    expectOneLinePerRefusal(refused(), ['content cache delete failed'])
  })
})
