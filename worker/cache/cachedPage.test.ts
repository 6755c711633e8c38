import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'
import { touchInvalidationMarker, writeInvalidationMarker } from './invalidationMarkerStore'
import { assetManifest } from '../config/assetManifest'
import { rememberedPages, type StoredPage } from './isolateMemory'
import { fromStoredBytes, toStoredBytes } from './storedPageBytes'
import { management, managedStory } from '../../tests/support/managementApi'
import { Hono } from 'hono'
import type { AppEnv } from '../config/AppEnv'
import { createContentContext } from '../content/ContentContext'
import { cachedPage } from './cachedPage'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

/** The worker with its background work awaitable; with `CONTENT_TTL_SECONDS` 0, every page and entry is older than the TTL at once. */
function site(ttlSeconds = env.CONTENT_TTL_SECONDS) {
  const app = createApp()
  const pending: Promise<unknown>[] = []
  const executionCtx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException() {}, props: {} }
  const siteEnv = { ...env, CONTENT_TTL_SECONDS: ttlSeconds }
  return {
    get: (path: string) => app.fetch(new Request(`http://localhost${path}`, { headers: { 'user-agent': BROWSER } }), siteEnv, executionCtx),
    async settled() {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0))
    },
  }
}

const pageKey = (path: string) => `page/v2/${assetManifest.buildId}${path}`

async function storedPage(path: string): Promise<StoredPage> {
  const value = await env.CONTENT_CACHE.get(pageKey(path), 'arrayBuffer')
  if (!value) throw new Error(`${path} is not in the page cache`)
  return fromStoredBytes(new Uint8Array(value))
}

const renderedAt = async (path: string): Promise<number> => (await storedPage(path)).renderedAt

beforeEach(async () => {
  await service.reset()
  await clearContentCache()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a page older than the TTL', () => {
  it('is served at once with its own timings, and rendered again in the background', async () => {
    const worker = site('0')
    const first = await (await worker.get('/about')).text()
    await worker.settled()
    const before = await renderedAt('/about')
    const warn = vi.spyOn(console, 'warn')

    const stale = await worker.get('/about')
    const timing = stale.headers.get('server-timing') ?? ''
    expect(timing).toMatch(/cache;desc="?page-stale"?/)
    // One content lookup, the page cache's: the background render's timers are not this response's.
    expect(timing.match(/content;/g)).toHaveLength(1)
    expect(await stale.text()).toBe(first)

    await worker.settled()
    expect(await renderedAt('/about')).toBeGreaterThan(before)
    expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/^Timer/))
  })

  it('gives way to the 404 once its story is deleted, though no webhook said so: the next request after the background render', async () => {
    // No webhook reaches this worker: the local service's webhook address is not this app.
    const worker = site('0')
    const path = '/blog/rich-text-showcase'
    expect((await worker.get(path)).status).toBe(200)
    await worker.settled()
    const story = await managedStory(service.origin, 'en/blog/rich-text-showcase')
    await management(service.origin, 'DELETE', `/stories/${story.id}`)

    // The kept copy while the page renders again, with the story read again: it is gone.
    const stale = await worker.get(path)
    expect(stale.status).toBe(200)
    expect(stale.headers.get('server-timing')).toMatch(/cache;desc="?page-stale"?/)
    await worker.settled()

    expect((await worker.get(path)).status).toBe(404)
    await expect(env.CONTENT_CACHE.get(pageKey(path))).resolves.toBeNull()
  })

  it('is kept when the render in the background fails: an outage does not take a page down', async () => {
    const worker = site('0')
    expect((await worker.get('/about')).status).toBe(200)
    await worker.settled()
    await service.faults({ down: true })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await worker.get('/about')).status).toBe(200)
    await worker.settled()
    expect((await worker.get('/about')).status).toBe(200)
    await expect(env.CONTENT_CACHE.get(pageKey('/about'))).resolves.not.toBeNull()
  })
})

describe('an answer about one visitor', () => {
  it('is never kept for the next: one that sets a cookie, or says private or no-store', async () => {
    const answers: Record<string, string>[] = [{ 'set-cookie': 'choice=de; Path=/' }, { 'cache-control': 'private, no-store' }, { 'cache-control': 'no-store' }]
    for (const [index, headers] of answers.entries()) {
      const path = `/one-visitors-page-${index}`
      const pending: Promise<unknown>[] = []
      const executionCtx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException() {}, props: {} }
      let renders = 0
      const app = new Hono<AppEnv>().get('*', (c) =>
        cachedPage(c, createContentContext(c.env, c.executionCtx), path, async () => {
          renders++
          return new Response(`<p>answer ${renders}</p>`, { headers })
        }),
      )
      expect(await (await app.fetch(new Request(`http://localhost${path}`), env, executionCtx)).text()).toBe('<p>answer 1</p>')
      await Promise.allSettled(pending)
      expect(await env.CONTENT_CACHE.get(pageKey(path)), JSON.stringify(headers)).toBeNull()
      expect(await (await app.fetch(new Request(`http://localhost${path}`), env, executionCtx)).text()).toBe('<p>answer 2</p>')
    }
  })
})

describe('a page rendered while a publish came', () => {
  it('is rendered again for the next request: its render read what came before the publish', async () => {
    const path = '/rendered-during-a-publish'
    const pending: Promise<unknown>[] = []
    const executionCtx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException() {}, props: {} }
    let rendering: () => void = () => {}
    let finish: (html: string) => void = () => {}
    const renderStarted = new Promise<void>((resolve) => (rendering = resolve))
    let renders = 0
    const app = new Hono<AppEnv>().get('*', (c) =>
      cachedPage(c, createContentContext(c.env, c.executionCtx), path, async () => {
        renders++
        const html = renders === 1 ? await new Promise<string>((resolve) => ((finish = resolve), rendering())) : '<p>after the publish</p>'
        return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
      }),
    )
    const first = app.fetch(new Request(`http://localhost${path}`), env, executionCtx)
    await renderStarted
    // The webhook, while the page renders: kept after the publish, the page shows what came before it.
    await touchInvalidationMarker(env, 'everything', null)
    finish('<p>before the publish</p>')
    expect(await (await first).text()).toBe('<p>before the publish</p>')
    await Promise.allSettled(pending)

    expect(await (await app.fetch(new Request(`http://localhost${path}`), env, executionCtx)).text()).toBe('<p>after the publish</p>')
  })
})

describe('a page the isolate keeps', () => {
  it('is served without KV while fresh, and rendered again after a publish', async () => {
    const worker = site()
    const first = await (await worker.get('/about')).text()
    await worker.settled()
    await env.CONTENT_CACHE.delete(pageKey('/about'))

    const kept = await worker.get('/about')
    expect(kept.headers.get('server-timing')).toMatch(/cache;desc="?page-hit"?/)
    expect(await kept.text()).toBe(first)

    await writeInvalidationMarker(env, { at: Date.now() + 1, cv: null })
    const afterPublish = await worker.get('/about')
    expect(afterPublish.headers.get('server-timing')).not.toMatch(/page-hit/)
    expect(await afterPublish.text()).toContain('<main')
  })

  it('gives way, once older than the TTL, to a newer copy another isolate wrote to KV', async () => {
    const worker = site('0')
    await (await worker.get('/about')).text()
    await worker.settled()
    const stored = await storedPage('/about')
    const otherIsolates = '<!DOCTYPE html><html lang="en"><title>Rendered elsewhere</title></html>'
    const html = new TextEncoder().encode(otherIsolates)
    await env.CONTENT_CACHE.put(pageKey('/about'), toStoredBytes({ ...stored, html, renderedAt: Date.now() + 1 }))

    const response = await worker.get('/about')
    expect(response.headers.get('server-timing')).toMatch(/cache;desc="?page-stale"?/)
    expect(await response.text()).toBe(otherIsolates)
    await worker.settled()
  })
})

describe('a page whose content changes with time', () => {
  it('says when in Expires: an upcoming webinar at its end, any page at the new year (the footer’s year) at the latest', async () => {
    const worker = site()
    const newYear = Date.UTC(new Date().getUTCFullYear() + 1, 0, 1)
    expect((await worker.get('/about')).headers.get('expires')).toBe(new Date(newYear).toUTCString())
    const now = new Date().toISOString().slice(0, 16).replace('T', ' ')
    const query = { starts_with: 'en/webinars/', content_type: 'webinar', 'filter_query[date][gt_date]': now, per_page: 1 }
    const { data } = await service.client().get('cdn/stories', query)
    const [upcoming] = data.stories as { slug: string; content: { date: string; duration: string } }[]
    if (!upcoming) throw new Error('no upcoming webinar in the demo content')
    const end = Date.parse(`${upcoming.content.date.replace(' ', 'T')}:00Z`) + Number(upcoming.content.duration) * 60_000
    expect((await worker.get(`/webinars/${upcoming.slug}`)).headers.get('expires')).toBe(new Date(Math.min(end, newYear)).toUTCString())
  })

  it('is rendered again at once, not served stale, once its Expires has passed', async () => {
    const worker = site()
    await worker.get('/about')
    await worker.settled()
    const metadata = await storedPage('/about')
    const expired = { ...metadata, headers: { ...metadata.headers, expires: new Date(Date.now() - 1000).toUTCString() } }
    await env.CONTENT_CACHE.put(pageKey('/about'), toStoredBytes(expired))
    rememberedPages.clear()

    const again = await worker.get('/about')
    expect(again.headers.get('server-timing')).not.toMatch(/page-(hit|stale)/)
    expect(again.headers.get('expires')).not.toBe(expired.headers.expires)
    await worker.settled()
    expect(await renderedAt('/about')).toBeGreaterThan(metadata.renderedAt)
  })
})
