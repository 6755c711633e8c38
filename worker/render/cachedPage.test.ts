import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'
import { assetManifest } from './assetManifest'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

/** The worker with every page and entry older than the TTL at once (`CONTENT_TTL_SECONDS` 0), its background work awaitable. */
function siteWithoutTtl() {
  const app = createApp()
  const pending: Promise<unknown>[] = []
  const executionCtx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException() {}, props: {} }
  const staleEnv = { ...env, CONTENT_TTL_SECONDS: '0' }
  return {
    get: (path: string) => app.fetch(new Request(`http://localhost${path}`, { headers: { 'user-agent': BROWSER } }), staleEnv, executionCtx),
    async settled() {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0))
    },
  }
}

async function renderedAt(path: string): Promise<number> {
  const { metadata } = await env.CONTENT_CACHE.getWithMetadata<{ renderedAt: number }>(`page/v1/${assetManifest.buildId}${path}`)
  if (!metadata) throw new Error(`${path} is not in the page cache`)
  return metadata.renderedAt
}

beforeEach(async () => {
  await service.reset()
  await clearContentCache()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a page older than the TTL', () => {
  it('is served at once with its own timings, and rendered again in the background', async () => {
    const site = siteWithoutTtl()
    const first = await (await site.get('/about')).text()
    await site.settled()
    const before = await renderedAt('/about')
    const warn = vi.spyOn(console, 'warn')

    const stale = await site.get('/about')
    const timing = stale.headers.get('server-timing') ?? ''
    expect(timing).toMatch(/cache;desc="?page-stale"?/)
    // One content lookup, the page cache's: the background render's timers are not this response's.
    expect(timing.match(/content;/g)).toHaveLength(1)
    expect(await stale.text()).toBe(first)

    await site.settled()
    expect(await renderedAt('/about')).toBeGreaterThan(before)
    expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/^Timer/))
  })
})
