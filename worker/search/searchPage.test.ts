import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'
import { createApp } from '../app'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
/** The app's background work (a miss counted in D1): awaited after each test, so none of it runs into another file's. */
const pending: Promise<unknown>[] = []
const background = {
  waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
  passThroughOnException() {},
  props: {},
} as unknown as ExecutionContext
const get = (path: string) => createApp().fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }), env, background)

afterEach(async () => {
  while (pending.length > 0) await Promise.allSettled(pending.splice(0))
})

beforeAll(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('the search page', () => {
  it('lists results with their kind and date, the matched words marked, and is kept out of indexes and sitemaps', async () => {
    const response = await get('/de/search?q=Fahrermangel')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1 class="list__title">Ergebnisse für „Fahrermangel“</h1>')
    expect(html).toMatch(/<a href="\/de\/blog\/praxisleitfaden-der-fahrermangel">Praxisleitfaden: Der Fahrermangel<\/a>/)
    expect(html).toMatch(/<mark>Fahrermangel<\/mark>/)
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>')
    expect(html).toContain('<link rel="canonical" href="http://localhost/de/search"/>')
    const sitemap = await (await get('/sitemaps/de.xml')).text()
    expect(sitemap).not.toContain('/search')
  })

  it('writes what a visitor typed as text, never as markup', async () => {
    const html = await (await get(`/search?${new URLSearchParams({ q: '<script>alert(1)</script> "><img' })}`)).text()
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('Nothing found for “&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img”.')
  })

  it.each([
    ['/search?q=++road++freight++', '/search?q=road+freight'],
    ['/search?q=freight&page=1', '/search?q=freight'],
    ['/search?q=freight&page=abc', '/search?q=freight'],
    [`/search?q=${'a'.repeat(300)}`, `/search?q=${'a'.repeat(200)}`],
  ])('redirects %s to its normal form', async (path, location) => {
    const response = await get(path)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
  })

  it('answers a page past the last with a 404, a malformed query with a page, never a 500', async () => {
    expect((await get('/search?q=freight&page=999')).status).toBe(404)
    for (const path of ['/search?q=%FF%FE', '/search?q=%E0%A4%A', '/search?q=*&page=2', '/search?q=%00', '/search'])
      expect((await get(path)).status).toBeLessThan(500)
  })

  it('says how to search without a query, and offers a spelling and the lists when nothing is found', async () => {
    expect(await (await get('/search')).text()).toContain('Type a word or two to search the site.')
    const html = await (await get('/search?q=cabotagge+zzqx')).text()
    expect(html).toMatch(/Did you mean <a href="\/search\?q=cabotage">cabotage<\/a>\?/)
    expect(html).toContain('<a href="/blog">Blog</a>')
  })

  it('counts a search that found nothing for editors, with e-mail addresses and phone numbers replaced', async () => {
    expect((await get('/de/search?q=Zzqx+an+max%40example.com+oder+%2B49+30+1234567')).status).toBe(200)
    await vi.waitFor(async () => {
      const row = await env.LEADS.prepare('SELECT language, query, misses FROM search_misses WHERE language = ?').bind('de').first()
      expect(row).toEqual({ language: 'de', query: 'zzqx an [email] oder [phone]', misses: 1 })
    })
  })
})

describe('around the search', () => {
  it('gives the home pages’ WebSite node a SearchAction in their language', async () => {
    const html = await (await get('/de')).text()
    expect(html).toContain(
      '"potentialAction":{"@type":"SearchAction","target":{"@type":"EntryPoint","urlTemplate":"http://localhost/de/search?q={search_term_string}"}',
    )
  })

  it('answers the suggestions API only in a configured language, with a clear error', async () => {
    const response = await get('/api/search?language=xx&q=freight')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: expect.stringContaining('Unknown language') })
  })
})
