import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { contentSource } from './content/contentSource'
import { writeInvalidationMarker } from './cache/invalidationMarkerStore'
import { messagesFor } from '../shared/i18n/messages/catalogue'
import { assetManifest } from './config/assetManifest'
import { benchBypass, BENCH_UNCACHED_HEADER } from './config/benchBypass'
import { clearContentCache } from '../tests/support/clearContentCache'
import { signedEditorUrl } from '../tests/support/signedEditorUrl'
import { TestContentService } from '../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(new Request(`http://localhost${path}`, { headers: { 'user-agent': BROWSER, ...headers } }))
}

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('a rendered page', () => {
  it('is a complete, streamed HTML document', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/)
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    expect(html).toContain('<link rel="canonical" href="http://localhost/"')
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"')
    expect(html).toContain(`<meta name="build-id" content="${assetManifest.buildId}"`)
  })

  it('reports content, cache and render durations in Server-Timing', async () => {
    const first = (await get('/')).headers.get('server-timing') ?? ''
    expect(first).toMatch(/content;dur=[\d.]+/)
    expect(first).toMatch(/cache;desc="?miss"?/)
    expect(first).toMatch(/render;dur=[\d.]+/)
    const again = (await get('/')).headers.get('server-timing') ?? ''
    expect(again).toMatch(/content;dur=[\d.]+/)
    expect(again).toMatch(/cache;desc="?page-hit"?/)
    expect(again).toMatch(/render;dur=0/)
  })

  it('is served from the page cache once rendered, with the same HTML', async () => {
    const first = await (await get('/')).text()
    const again = await get('/')
    expect(again.headers.get('server-timing')).toMatch(/cache;desc="?page-hit"?/)
    expect(await again.text()).toBe(first)
  })

  it('is rendered again after a publish', async () => {
    await get('/').then((response) => response.text())
    await writeInvalidationMarker(env, { at: Date.now() + 1, cv: null })
    expect((await get('/')).headers.get('server-timing')).toMatch(/page-lookup;dur=[\d.]+.*cache;desc="?(miss|hit)"?/)
  })

  it('is never served from the page cache to the visual editor', async () => {
    await get('/').then((response) => response.text())
    const source = contentSource(env)
    const editor = await signedEditorUrl('http://localhost/', {
      spaceId: source.spaceId,
      timestamp: Math.floor(Date.now() / 1000),
      previewToken: source.previewToken,
    })
    const response = await exports.default.fetch(new Request(editor, { headers: { 'user-agent': BROWSER } }))
    expect(response.headers.get('server-timing')).not.toMatch(/page-hit/)
  })

  it('is served from the page cache to unverified preview parameters, which cost no render', async () => {
    await get('/').then((response) => response.text())
    for (const query of [
      '?_storyblok=1',
      '?_storyblok=x&_storyblok_tk[token]=forged',
      '?_storyblok=1&_storyblok_tk[space_id]=100001&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=' + '0'.repeat(40),
    ]) {
      const response = await get(`/${query}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('server-timing')).toMatch(/page-hit/)
    }
  })

  it('skips the page cache for the bench header only while the local content service is in use', async () => {
    await get('/').then((response) => response.text())
    const response = await get('/', { [BENCH_UNCACHED_HEADER]: '1' })
    expect(response.headers.get('server-timing')).not.toMatch(/page-hit/)
    expect(response.headers.get('server-timing')).toMatch(/render;dur=[1-9]/)
    expect(benchBypass(new Headers({ [BENCH_UNCACHED_HEADER]: '1' }), contentSource({ ...env, STORYBLOK_LOCAL_ENDPOINT: '' }).endpoint !== undefined)).toBe(
      false,
    )
  })

  it('hydrates only its islands, each from its own hashed chunk, with one loader script', async () => {
    const html = await (await get('/')).text()
    const islands = [...html.matchAll(/<island-root data-island="([^"]+)"/g)].map((match) => match[1])
    expect(islands.length).toBeGreaterThan(0)
    for (const src of islands) expect(Object.values(assetManifest.islands)).toContain(src)
    // Executable scripts only: JSON-LD blocks and the island words are data.
    const scripts = [...html.matchAll(/<script(?! type="application\/(?:ld\+)?json")[^>]*>/g)].map((match) => match[0])
    expect(scripts).toEqual([`<script type="module" async="" src="${assetManifest.boot}">`])
  })

  it('writes the island words once, in the page’s language, before the first island', async () => {
    const html = await (await get('/lt')).text()
    const blocks = [...html.matchAll(/<script type="application\/json" id="island-text">([^<]*)<\/script>/g)]
    expect(blocks).toHaveLength(1)
    expect(JSON.parse(blocks[0]?.[1] ?? 'null')).toEqual(messagesFor('lt').island)
    expect(html.indexOf('id="island-text"')).toBeLessThan(html.indexOf('<island-root'))
    expect(html).not.toContain(messagesFor('en').island.cookieSettings)
  })
})

describe('GET /builds/latest.json', () => {
  it('answers the build id pages embed, never cached', async () => {
    const response = await get('/builds/latest.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.json()).toEqual({ id: assetManifest.buildId })
  })
})

describe('a Storyblok outage', () => {
  it('keeps a page that was seen before', async () => {
    await get('/').then((response) => response.text())
    await writeInvalidationMarker(env, { at: Date.now() + 1, cv: null })
    await service.control('faults', { down: true })
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('server-timing')).toMatch(/cache;desc="?stale-if-error"?/)
  })

  it('keeps a page whose address also names a story that does not exist (/pricing is pages/pricing)', async () => {
    await get('/pricing').then((response) => response.text())
    const pages = await env.CONTENT_CACHE.list({ prefix: 'page/' })
    await Promise.all(pages.keys.map((key) => env.CONTENT_CACHE.delete(key.name)))
    await writeInvalidationMarker(env, { at: Date.now() + 1, cv: null })
    await service.control('faults', { down: true })
    const response = await get('/pricing')
    expect(response.status).toBe(200)
    expect(response.headers.get('server-timing')).toMatch(/cache;desc="?stale-if-error"?/)
  })

  it('without a cached copy gives the error page with 503, never a stack trace', async () => {
    await service.control('faults', { down: true })
    const response = await get('/')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('<h1>Error</h1>')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
    expect(html).not.toMatch(/at \w+ \(|ContentUnavailableError|Storyblok cdn\//)
  })
})

describe('a draft preview', () => {
  it('shows the draft only with a genuine editor signature, and is never cached', async () => {
    const source = contentSource(env)
    const url = await signedEditorUrl('http://localhost/about', {
      spaceId: source.spaceId,
      timestamp: Math.floor(Date.now() / 1000),
      previewToken: source.previewToken,
    })
    const draft = await exports.default.fetch(new Request(url, { headers: { 'user-agent': BROWSER } }))
    expect(draft.status).toBe(200)
    expect(draft.headers.get('cache-control')).toBe('private, no-store')
    expect(await draft.text()).toContain('About us (draft)')
    expect((await env.CONTENT_CACHE.list()).keys.filter((key) => key.name.includes('about'))).toEqual([])

    const published = await (await get('/about')).text()
    expect(published).not.toContain('About us (draft)')
    url.searchParams.set('_storyblok_tk[token]', '0'.repeat(40))
    const forged = await (await exports.default.fetch(new Request(url))).text()
    expect(forged).not.toContain('About us (draft)')
  })
})
