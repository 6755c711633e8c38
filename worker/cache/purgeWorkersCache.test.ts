import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { signWebhook } from '../../tests/support/signWebhook'

/** A stand-in for Workers Cache on the execution context (the pinned workerd has none): it records each purge. */
function workersCache(fails = false) {
  const purges: { tags: string[] }[] = []
  return {
    purges,
    cache: {
      purge: async (options: { tags: string[] }) => {
        purges.push(options)
        if (fails) throw new Error('purge refused')
      },
    },
  }
}

async function sendWebhook(event: Record<string, unknown>, setting: string, cache?: object): Promise<Record<string, unknown>> {
  const body = JSON.stringify({ text: 'an event', space_id: 100001, ...event })
  const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {}, ...(cache ? { cache } : {}) }
  const request = new Request('http://localhost/api/webhooks/storyblok', { method: 'POST', body, headers: { 'webhook-signature': await signWebhook(body) } })
  const response = await createApp().fetch(request, { ...env, WORKERS_CACHE_PURGE: setting }, executionCtx)
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

const PUBLISHED = { action: 'published', story_id: 7, full_slug: 'de/blog/green-corridors' }

beforeEach(clearContentCache)

describe('the publish webhook and Workers Cache', () => {
  it('purges the tags a publish touched, and the responses whose tags did not fit, when WORKERS_CACHE_PURGE is on', async () => {
    const { cache, purges } = workersCache()
    expect(await sendWebhook(PUBLISHED, 'on', cache)).toMatchObject({ purge: 'purged' })
    expect(purges).toEqual([{ tags: ['s:de/blog/green-corridors', 'l:de/', 'l:de/blog/', 'l:', 'many'] }])
  })

  it('purges every tagged response when the event touches everything (a move)', async () => {
    const { cache, purges } = workersCache()
    await sendWebhook({ action: 'moved', story_id: 7, full_slug: 'de/news/green-corridors' }, 'on', cache)
    expect(purges).toEqual([{ tags: ['all'] }])
  })

  it('purges nothing while the switch is off, as deployed today', async () => {
    const { cache, purges } = workersCache()
    expect(await sendWebhook(PUBLISHED, 'off', cache)).toMatchObject({ purge: 'off' })
    expect(purges).toEqual([])
  })

  it('says so when the runtime has no Workers Cache', async () => {
    expect(await sendWebhook(PUBLISHED, 'on')).toMatchObject({ purge: 'unavailable', invalidated: ['s:de/blog/green-corridors', 'l:de/', 'l:de/blog/', 'l:'] })
  })

  it('still invalidates KV when the purge fails, and says so', async () => {
    const { cache } = workersCache(true)
    expect(await sendWebhook(PUBLISHED, 'on', cache)).toMatchObject({
      purge: 'failed',
      invalidated: ['s:de/blog/green-corridors', 'l:de/', 'l:de/blog/', 'l:'],
    })
    const marker = await env.CONTENT_CACHE.get<{ tags: Record<string, number> }>('content/invalidated', 'json')
    expect(Object.keys(marker?.tags ?? {})).toEqual(expect.arrayContaining(['s:de/blog/green-corridors', 'l:de/blog/']))
  })
})
