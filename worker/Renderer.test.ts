import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearContentCache } from '../tests/support/clearContentCache'
import { TestContentService } from '../tests/support/TestContentService'
import { touchInvalidationMarker } from './cache/invalidationMarkerStore'
import { Renderer } from './index'

// The cached entry point's word to Workers Cache: how long the edge may keep each answer.

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
/** Work the renderer left running (its cache writes), awaited after each test. */
const pending: Promise<unknown>[] = []
const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException() {}, props: {} } as unknown as ExecutionContext
const renderer = new Renderer(ctx, env)
const render = (path: string) => renderer.fetch(new Request(`http://localhost${path}`))

beforeEach(async () => {
  await service.reset()
  await clearContentCache()
})

afterEach(async () => {
  vi.restoreAllMocks()
  while (pending.length > 0) await Promise.allSettled(pending.splice(0))
})

describe('the edge keeps', () => {
  it('a page for an hour, until a publish purges it', async () => {
    const response = await render('/about')
    expect(response.status).toBe(200)
    expect(response.headers.get('cloudflare-cdn-cache-control')).toBe('max-age=3600, stale-while-revalidate=60, stale-if-error=86400')
  })

  it('no answer a publish came during: its purge may be out before the answer reaches the edge', async () => {
    const storyblok = globalThis.fetch
    let published = false
    // The webhook, while the page reads Storyblok.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (!published && new Request(input).url.startsWith(env.STORYBLOK_LOCAL_ENDPOINT)) {
        published = true
        await touchInvalidationMarker(env, ['s:en/about'], null)
      }
      return storyblok(input, init)
    })
    const during = await render('/about')
    expect(published).toBe(true)
    expect(during.status).toBe(200)
    expect(during.headers.get('cloudflare-cdn-cache-control')).toBe('no-store')

    vi.restoreAllMocks()
    const after = await render('/about')
    expect(after.headers.get('cloudflare-cdn-cache-control')).toMatch(/^max-age=3600,/)
  })
})
