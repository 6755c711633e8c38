import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app'
import { clearContentCache } from '../../tests/support/clearContentCache'

// A language the site serves before the space has any content in it: its pack says it has the whole
// site, and it has no story in the demo space. Its addresses answer the error page, never a 500; the
// sitemaps and the language switch leave it out until it has pages; the other languages are as they were.

/** Esperanto: a language no pack has and the demo space has no story in (a recipe tried for real may add Swedish). */
const EMPTY = 'eo'

// The worker's modules were loaded before this file: load them again, with Esperanto served (its
// words are English's, as for any language without words of its own: messagesFor).
vi.hoisted(() => vi.resetModules())

vi.mock('../../shared/i18n/messages/catalogue', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../shared/i18n/messages/catalogue')>()
  return { ...original, LANGUAGE_REACH: { ...original.LANGUAGE_REACH, eo: { site: true, press: false, countries: [] } } }
})

const ORIGIN = 'http://localhost'
const background = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
/** Reading several lists from the local service takes a while on a busy machine. */
const TIMEOUT_MS = 60_000

const get = (path: string) => createApp().fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }), env, background)

beforeEach(async () => {
  await clearContentCache()
})

describe('a configured language without content', { timeout: TIMEOUT_MS }, () => {
  it('leads its addresses to the English pages, which say there is no translation', async () => {
    for (const [path, english] of [
      [`/${EMPTY}`, '/'],
      [`/${EMPTY}/about`, '/about'],
      [`/${EMPTY}/blog`, '/blog'],
    ] as const) {
      const response = await get(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toBe(`${english}#no-translation`)
    }
    const missing = await get(`/${EMPTY}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<html lang=')
  })

  it('has no sitemap until it has pages, and the other languages keep theirs', async () => {
    const index = await (await get('/sitemap.xml')).text()
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/en.xml</loc>`)
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/de.xml</loc>`)
    expect(index).not.toContain(`/sitemaps/${EMPTY}`)
    expect((await get(`/sitemaps/${EMPTY}.xml`)).status).toBe(404)
  })

  it('leaves the other languages’ pages as they were, with no link to it', async () => {
    for (const path of ['/about', '/de/about', '/fr/blog']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).not.toContain(`href="/${EMPTY}`)
    }
  })
})
