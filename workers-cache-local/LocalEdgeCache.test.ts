import { describe, expect, test } from 'vitest'
import { LocalEdgeCache } from './LocalEdgeCache'

// The local Workers Cache against what Cloudflare's docs (workers/cache/) say Workers Cache does.
// The entry point behind it is a function that counts its runs and answers what each test sets.

const ORIGIN = 'https://site.example'
const EDGE = 'max-age=60, stale-while-revalidate=30, stale-if-error=600'

class Scene {
  now = 0
  runs = 0
  answer: () => Response = () => new Response('page', { headers: { 'cloudflare-cdn-cache-control': EDGE, 'cache-tag': 'all,s:en/about' } })
  readonly cache: LocalEdgeCache
  private readonly background: Promise<unknown>[] = []

  constructor(version = 'v1') {
    this.cache = new LocalEdgeCache(version, () => this.now)
  }

  async get(
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
  ): Promise<{ status: string | null; body: string; age: string | null; response: Response }> {
    const response = await this.cache.fetch(
      'Renderer',
      new Request(ORIGIN + path, { method, headers }),
      async () => {
        this.runs++
        return this.answer()
      },
      (work) => this.background.push(work),
    )
    return { status: response.headers.get('cf-cache-status'), body: await response.text(), age: response.headers.get('age'), response }
  }

  /** Waits for the background refreshes (stale-while-revalidate) to finish. */
  settled(): Promise<unknown> {
    return Promise.all(this.background.splice(0))
  }
}

describe('the local Workers Cache', () => {
  test('a second request is a HIT with its Age, and the entry point did not run; the edge headers never reach the visitor', async () => {
    const scene = new Scene()
    expect((await scene.get('/about')).status).toBe('MISS')
    scene.now = 5_000
    const hit = await scene.get('/about')
    expect([hit.status, hit.age, hit.body, scene.runs]).toEqual(['HIT', '5', 'page', 1])
    expect(hit.response.headers.has('cache-tag')).toBe(false)
    expect(hit.response.headers.has('cloudflare-cdn-cache-control')).toBe(false)
  })

  test('a render’s Server-Timing is shown on its MISS and never replayed on a HIT', async () => {
    const scene = new Scene()
    const timed = { 'cloudflare-cdn-cache-control': EDGE, 'server-timing': 'render;dur=44', 'content-language': 'en' }
    scene.answer = () => new Response('page', { headers: timed })
    const miss = await scene.get('/about')
    expect([miss.status, miss.response.headers.get('server-timing')]).toEqual(['MISS', 'render;dur=44'])
    const hit = await scene.get('/about')
    expect([hit.status, hit.response.headers.has('server-timing'), hit.response.headers.get('content-language')]).toEqual(['HIT', false, 'en'])
  })

  test('past max-age: served stale while one request refreshes it (UPDATING), then fresh again', async () => {
    const scene = new Scene()
    await scene.get('/about')
    scene.now = 70_000
    scene.answer = () => new Response('new page', { headers: { 'cloudflare-cdn-cache-control': EDGE } })
    const stale = await scene.get('/about')
    expect([stale.status, stale.body]).toEqual(['UPDATING', 'page'])
    await scene.settled()
    expect(await scene.get('/about')).toMatchObject({ status: 'HIT', body: 'new page' })
    expect(scene.runs).toBe(2)
  })

  test('past stale-while-revalidate the page is rendered inline (EXPIRED); a failing render serves the old copy (STALE) until stale-if-error ends', async () => {
    const scene = new Scene()
    await scene.get('/about')
    scene.now = 100_000
    scene.answer = () => new Response('down', { status: 503, headers: { 'cache-control': 'private, no-store' } })
    expect(await scene.get('/about')).toMatchObject({ status: 'STALE', body: 'page' })
    scene.now = 700_000
    // The failure itself says it was not kept; the old copy stays, past its use.
    expect(await scene.get('/about')).toMatchObject({ status: 'BYPASS', body: 'down' })
    scene.answer = () => new Response('back', { headers: { 'cloudflare-cdn-cache-control': EDGE } })
    expect(await scene.get('/about')).toMatchObject({ status: 'EXPIRED', body: 'back' })
    expect(await scene.get('/about')).toMatchObject({ status: 'HIT', body: 'back' })
  })

  test('the most specific header wins, and s-maxage or must-revalidate there turn stale serving off', async () => {
    const scene = new Scene()
    scene.answer = () =>
      new Response('strict', {
        headers: { 'cache-control': 'public, max-age=0, must-revalidate', 'cdn-cache-control': 's-maxage=10, stale-while-revalidate=60' },
      })
    await scene.get('/strict')
    scene.now = 11_000
    expect((await scene.get('/strict')).status).toBe('EXPIRED')
  })

  test('Set-Cookie, private and no-store are never kept (BYPASS); a 500 without caching headers is DYNAMIC; a 404 without them is kept 3 minutes', async () => {
    const scene = new Scene()
    scene.answer = () => new Response('yours', { headers: { 'set-cookie': 'i18n_redirected=de', 'cloudflare-cdn-cache-control': EDGE } })
    expect((await scene.get('/cookie')).status).toBe('BYPASS')
    expect((await scene.get('/cookie')).status).toBe('BYPASS')
    scene.answer = () => new Response('failed', { status: 500 })
    expect((await scene.get('/broken')).status).toBe('DYNAMIC')
    scene.answer = () => new Response('missing', { status: 404 })
    await scene.get('/missing')
    scene.now = 179_000
    expect((await scene.get('/missing')).status).toBe('HIT')
    scene.now = 181_000
    expect((await scene.get('/missing')).status).toBe('EXPIRED')
  })

  test('Vary keeps one copy per value of the named request headers; the host is not in the key, the query is', async () => {
    const scene = new Scene()
    scene.answer = () => new Response(`variant ${scene.runs}`, { headers: { 'cloudflare-cdn-cache-control': EDGE, vary: 'Cookie' } })
    await scene.get('/about', { cookie: 'a=1' })
    await scene.get('/about', { cookie: 'a=2' })
    expect(await scene.get('/about', { cookie: 'a=1' })).toMatchObject({ status: 'HIT', body: 'variant 1' })
    const elsewhere = await scene.cache.fetch(
      'Renderer',
      new Request('https://other.example/about', { headers: { cookie: 'a=2' } }),
      () => Promise.reject(new Error('not run')),
      () => undefined,
    )
    expect(await elsewhere.text()).toBe('variant 2')
    expect((await scene.get('/about?page=2', { cookie: 'a=1' })).status).toBe('MISS')
  })

  test('a new version of the Worker starts cold', async () => {
    const first = new Scene('v1')
    await first.get('/about')
    expect((await first.get('/about')).status).toBe('HIT')
    expect((await new Scene('v2').get('/about')).status).toBe('MISS')
  })

  test('concurrent misses of one address run the entry point once; POST is never kept', async () => {
    const scene = new Scene()
    const answers = await Promise.all(Array.from({ length: 5 }, () => scene.get('/about')))
    expect(answers.map((answer) => answer.body)).toEqual(Array(5).fill('page'))
    expect(scene.runs).toBe(1)
    expect((await scene.get('/about', {}, 'POST')).status).toBe('BYPASS')
    expect(scene.runs).toBe(2)
  })

  test('a HEAD is answered from the copy a GET filled, without a body', async () => {
    const scene = new Scene()
    await scene.get('/about')
    const head = await scene.get('/about', {}, 'HEAD')
    expect([head.status, head.body, scene.runs]).toEqual(['HIT', '', 1])
  })

  test('purges by tag (in any case) and by path prefix remove what they name and nothing else, and are logged', async () => {
    const scene = new Scene()
    scene.answer = () =>
      new Response('tagged', { headers: { 'cloudflare-cdn-cache-control': EDGE, 'cache-tag': scene.runs === 1 ? 'all,s:de/blog/a' : 'all,s:en/about' } })
    await scene.get('/de/blog/a')
    await scene.get('/about')
    expect(scene.cache.purge({ tags: ['S:DE/BLOG/A'] })).toEqual({ success: true, errors: [] })
    expect((await scene.get('/de/blog/a')).status).toBe('MISS')
    expect((await scene.get('/about')).status).toBe('HIT')
    scene.cache.purge({ pathPrefixes: ['/ab'] })
    expect((await scene.get('/about')).status).toBe('MISS')
    expect(scene.cache.purges.map(({ tags, pathPrefixes, removed }) => ({ tags, pathPrefixes, removed }))).toEqual([
      { tags: ['S:DE/BLOG/A'], pathPrefixes: undefined, removed: 1 },
      { tags: undefined, pathPrefixes: ['/ab'], removed: 1 },
    ])
  })

  test('purges keep to the Free tier: 25 at once, then one every 12 s; a bad purge is refused with its reason', () => {
    const scene = new Scene()
    const results = Array.from({ length: 26 }, () => scene.cache.purge({ tags: ['all'] }).success)
    expect(results.filter(Boolean).length).toBe(25)
    expect(scene.cache.purge({ tags: ['all'] }).errors[0]?.code).toBe(429)
    scene.now = 12_000
    expect(scene.cache.purge({ tags: ['all'] }).success).toBe(true)
    expect(scene.cache.purge({ purgeEverything: true, tags: ['all'] }).errors[0]?.message).toMatch(/cannot be combined/)
    expect(scene.cache.purge({ pathPrefixes: ['https://site.example/blog'] }).errors[0]?.message).toMatch(/a path only/)
  })
})
