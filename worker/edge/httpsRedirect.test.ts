import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '../index'

const PRODUCTION = { ...env, SITE_ORIGIN: 'https://www.freight.example' }

/** The deployed worker with production's origin; the cached renderer behind it records what reaches it. */
async function ask(address: string, init: RequestInit = {}, siteEnv: Env = PRODUCTION): Promise<{ response: Response; rendered: string[] }> {
  const rendered: string[] = []
  const renderer = {
    fetch: async (request: Request) => {
      rendered.push(request.url)
      return new Response('the page')
    },
  }
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {}, exports: { Renderer: renderer } } as unknown as ExecutionContext
  const response = await worker.fetch(new Request(address, { redirect: 'manual', ...init }), siteEnv, ctx)
  return { response, rendered }
}

describe('plain http for the site’s host', () => {
  it('is sent to the same address on https: 301 for GET and HEAD, before anything else is decided', async () => {
    for (const method of ['GET', 'HEAD']) {
      const { response, rendered } = await ask('http://www.freight.example/de/blog?page=2#top', {
        method,
        headers: { cookie: 'lang=fr', 'cf-ipcountry': 'FR' },
      })
      expect(response.status, method).toBe(301)
      expect(response.headers.get('location')).toBe('https://www.freight.example/de/blog?page=2')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(rendered).toEqual([])
    }
  })

  it('keeps a form post’s method and body with 308', async () => {
    const { response } = await ask('http://www.freight.example/api/contact', { method: 'POST', body: 'name=A' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('https://www.freight.example/api/contact')
  })

  it('leaves https, other hosts, and a site without an https origin alone', async () => {
    expect((await ask('https://www.freight.example/about')).rendered).toEqual(['https://www.freight.example/about'])
    expect((await ask('http://freight-site.example.workers.dev/about')).rendered).toEqual(['http://freight-site.example.workers.dev/about'])
    const local = await ask('http://127.0.0.1:8787/about', {}, { ...env, SITE_ORIGIN: '' })
    expect(local.rendered).toEqual(['http://127.0.0.1:8787/about'])
    const plain = await ask('http://www.freight.example/about', {}, { ...env, SITE_ORIGIN: 'http://www.freight.example' })
    expect(plain.response.status).toBe(200)
  })
})
