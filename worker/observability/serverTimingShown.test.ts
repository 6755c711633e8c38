import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { gateway } from '../edge/gateway'
import { validLeadFields } from '../../tests/support/leadSubmission'
import { TestContentService } from '../../tests/support/TestContentService'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const SECRET = 'timing-secret-for-this-test'
/** Staging's and production's setting. */
const DEPLOYED = { ...env, SERVER_TIMING: 'debug', SERVER_TIMING_SECRET: SECRET }
const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} }
const client = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT).client()

function visit(path: string, headers: Record<string, string> = {}, init: RequestInit = {}, settings: Env = DEPLOYED): Promise<Response> {
  return Promise.resolve(
    createApp().fetch(new Request(`http://localhost${path}`, { headers: { 'user-agent': BROWSER, ...headers }, ...init }), settings, executionCtx),
  )
}

describe('Server-Timing', () => {
  it('is on every answer of npm start, the tests and the bench (SERVER_TIMING "always")', async () => {
    expect((await visit('/about', {}, {}, env)).headers.get('server-timing')).toMatch(/content/)
  })

  it('where deployed, only answers a request that names the secret in X-Debug-Timing', async () => {
    expect((await visit('/about')).headers.has('server-timing')).toBe(false)
    expect((await visit('/about', { 'x-debug-timing': 'guess' })).headers.has('server-timing')).toBe(false)
    expect((await visit('/about', { 'x-debug-timing': `${SECRET}x` })).headers.has('server-timing')).toBe(false)
    expect((await visit('/about', { 'x-debug-timing': SECRET })).headers.get('server-timing')).toMatch(/content/)
    expect((await visit('/about', { 'x-debug-timing': '' }, {}, { ...DEPLOYED, SERVER_TIMING_SECRET: '' })).headers.has('server-timing')).toBe(false)
  })

  it('where deployed, a honeypot-filled lead is answered with the very headers of a stored one', async () => {
    const query: Record<string, string | number> = {
      starts_with: 'en/reports/',
      'filter_query[gated][is]': 'true',
      'filter_query[component][in]': 'report',
      per_page: 1,
    }
    const report = (await client.get('cdn/stories', query)).data.stories[0] as { slug: string }
    const post = (body: object, ip: string) =>
      visit(
        `/api/reports/${report.slug}/download`,
        { 'content-type': 'application/json', 'cf-connecting-ip': ip },
        { method: 'POST', body: JSON.stringify(body) },
      )
    const [stored, honeypot] = [await post(validLeadFields(), '192.0.2.61'), await post(validLeadFields({ website: 'https://spam.example' }), '192.0.2.62')]
    expect([stored.status, honeypot.status]).toEqual([200, 200])
    const names = (response: Response) => [...response.headers.keys()].sort()
    expect(names(honeypot)).toEqual(names(stored))
    expect(names(stored)).not.toContain('server-timing')
  })
})

describe('the uncached entry point', () => {
  it('answers what it renders itself without Cache-Tag: a kept page asked for with unsigned preview parameters names no folder', async () => {
    await exports.default.fetch(new Request('http://localhost/about', { headers: { 'user-agent': BROWSER } }))
    const response = await exports.default.fetch(new Request('http://localhost/about?_storyblok=610000206', { headers: { 'user-agent': BROWSER } }))
    expect(response.status).toBe(200)
    expect(response.headers.has('cache-tag')).toBe(false)
  })

  it('never hands the debug secret to the cached renderer, whose answers the edge shares', async () => {
    let forwarded: Request | undefined
    const renderer = {
      fetch: (request: Request) => {
        forwarded = request
        return Promise.resolve(new Response('page'))
      },
    }
    const ctx = { ...executionCtx, exports: { Renderer: renderer } } as unknown as ExecutionContext
    await gateway(createApp())(new Request('http://localhost/about', { headers: { 'user-agent': BROWSER, 'x-debug-timing': SECRET } }), DEPLOYED, ctx)
    expect(forwarded?.url).toBe('http://localhost/about')
    expect(forwarded?.headers.has('x-debug-timing')).toBe(false)
  })
})
