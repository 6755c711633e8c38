import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createContentApp } from '../app'
import type { DemoData } from '../space/DemoData'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const statuses = async (pathPart: string) => (await service.requests(pathPart)).map((request) => request.status)

beforeEach(async () => {
  // The client learns cv from a first story answer (so later requests are not redirected), then the log starts empty.
  await service.reset()
  await service.client().getStory('en/home')
  await service.reset()
})

describe('rate limiting (429)', () => {
  it('answers {"error":"Too Many Requests"}, and the client retries until it succeeds', async () => {
    await service.faults({ fail429Next: 2 })
    const { data } = await service.client(undefined, { retriesDelay: 20 }).getStory('en/home')
    expect(data.story.full_slug).toBe('en/home')
    expect(await statuses('/cdn/stories/en/home')).toEqual([429, 429, 200])

    await service.faults({ fail429Next: 1 })
    const raw = await service.get('/v2/cdn/stories/en/home?token=x')
    expect(raw.status).toBe(429)
    expect(raw.headers.get('access-control-allow-origin')).toBe('*')
    expect(await raw.json()).toEqual({ error: 'Too Many Requests' })
  })

  it('gives up after maxRetries and rejects with status 429', async () => {
    await service.faults({ rate429: 1 })
    await expect(service.client(undefined, { retriesDelay: 10, maxRetries: 2 }).getStory('en/home')).rejects.toMatchObject({ status: 429 })
    expect(await statuses('/cdn/stories/en/home')).toEqual([429, 429, 429])
  })

  it('applies rates deterministically: the same sequence after every reset', async () => {
    const run = async () => {
      await service.faults({ rate429: 0.5 })
      const results: number[] = []
      for (let index = 0; index < 8; index++) results.push((await service.get('/v2/cdn/stories/en/home?token=x')).status)
      return results
    }
    const first = await run()
    expect(first).toContain(429)
    expect(first).toContain(401)
    await service.reset()
    expect(await run()).toEqual(first)
  })
})

describe('server errors, latency and outages', () => {
  it('answers 503 for fail5xxNext, which the client reports with status and message', async () => {
    await service.faults({ fail5xxNext: 1 })
    await expect(service.client().getStory('en/home')).rejects.toMatchObject({ status: 503, message: 'Service Unavailable' })
    const { data } = await service.client().getStory('en/home')
    expect(data.story.full_slug).toBe('en/home')
  })

  it('adds latency to API requests but not to the control API', async () => {
    await service.faults({ latencyMs: 400 })
    const started = Date.now()
    await service.client().getStory('en/home')
    expect(Date.now() - started).toBeGreaterThanOrEqual(400)
    // The control API has none: with a latency longer than the test may run, it still answers.
    await service.faults({ latencyMs: 600_000 })
    expect(await service.requests('/cdn/stories/en/home')).toHaveLength(1)
  })

  it('lets the client time out on a slow answer, and stops waiting for it', async () => {
    await service.faults({ latencyMs: 1500 })
    await expect(service.client(undefined, { timeout: 1 }).getStory('en/home')).rejects.toMatchObject({ message: expect.stringContaining('timeout') })
    // The service stops waiting when the client has gone, and logs the request as dropped (0): nothing of it lands in a later test's log.
    await vi.waitFor(async () => expect(await statuses('/cdn/stories/en/home')).toEqual([0]))
  })

  it('drops connections when down, while the control API keeps working', async () => {
    await service.faults({ down: true })
    const error = await service
      .client()
      .getStory('en/home')
      .catch((reason: unknown) => reason)
    expect(error).toMatchObject({ message: expect.any(String) })
    expect(error).not.toHaveProperty('status')
    await expect(fetch(`${service.origin}/v2/cdn/spaces/me?token=x`)).rejects.toThrow()
    // Every connection dropped: one per request, and one more where workerd sent a request again
    // on a fresh connection because the kept-alive one it had tried was closed without an answer.
    const dropped = await statuses('/cdn/')
    expect(dropped.length).toBeGreaterThanOrEqual(2)
    expect(new Set(dropped)).toEqual(new Set([0]))
    await service.reset()
    const { data } = await service.client().getStory('en/home')
    expect(data.story.full_slug).toBe('en/home')
  })

  it('drops just the next connections with downNext', async () => {
    await service.faults({ downNext: 1 })
    // workerd sends a request again, once, when a kept-alive connection is closed without an
    // answer: the first fetch fails or is answered by that second try; either way one drop.
    await fetch(`${service.origin}/v2/cdn/spaces/me?token=x`).catch(() => null)
    expect((await fetch(`${service.origin}/v2/cdn/spaces/me?token=x`)).status).toBe(401)
    const [first, ...rest] = await statuses('/cdn/spaces/me')
    expect(first).toBe(0)
    expect(new Set(rest)).toEqual(new Set([401]))
  })

  it('targets only paths under pathPrefix', async () => {
    await service.faults({ pathPrefix: '/v2/cdn/links', fail5xxNext: 5 })
    await expect(service.client().getStory('en/home')).resolves.toBeDefined()
    await expect(service.client().get('cdn/links', {})).rejects.toMatchObject({ status: 503 })
  })
})

describe('control API', () => {
  it('rejects unknown or invalid fault settings with 400', async () => {
    await expect(service.faults({ rate429: 2 })).rejects.toThrow(/400/)
    await expect(service.faults({ colour: 'red' } as never)).rejects.toThrow(/400/)
  })

  it('answers only loopback clients', async () => {
    const data: DemoData = {
      space: { id: 1, name: 'Empty', domain: 'http://localhost/', version: 1, language_codes: [] },
      folders: [],
      published: [],
      drafts: [],
      datasources: [],
    }
    const app = createContentApp(data)
    const reset = () => new Request('http://content.test/_control/reset', { method: 'POST' })
    const remote = await app.fetch(reset(), { remoteAddress: '203.0.113.7' })
    expect(remote.status).toBe(403)
    expect((await app.fetch(reset(), {})).status).toBe(403)
    expect((await app.fetch(reset(), { remoteAddress: '127.0.0.1' })).status).toBe(200)
    expect((await app.fetch(reset(), { remoteAddress: '::1' })).status).toBe(200)
  })
})
