import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { timing } from 'hono/timing'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app'
import type { AppEnv } from '../config/AppEnv'
import { ContentUnavailableError } from '../content/ContentUnavailableError'
import { handleError } from './handleError'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

const SECRET = 'database password hunter2'

const app = new Hono<AppEnv>()
  .use(timing())
  .get('*', (c) => {
    throw c.req.query('kind') === 'content' ? new ContentUnavailableError(`Storyblok failed: ${SECRET}`) : new TypeError(`Cannot read ${SECRET}`)
  })
  .onError(handleError)

const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext

function get(path: string): Promise<Response> {
  return Promise.resolve(app.fetch(new Request(`http://localhost${path}`), env, executionCtx))
}

beforeAll(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('handleError', () => {
  it('turns an unexpected error into the 500 error page of the visitor’s language, without details', async () => {
    const response = await get('/de/blog')
    expect(response.status).toBe(500)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('server-timing')).toMatch(/content;dur=.*cache;desc=.*render;dur=/)
    const html = await response.text()
    // Written in German throughout: the settings' texts, the status line and the message.
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/)
    expect(html).toContain('<p class="error-page__overline">Fehler <span class="error-page__status">500</span></p>')
    expect(html).toContain('Diese Straße ist gesperrt')
    expect(html).toContain('<p class="error-page__message">Etwas ist schiefgelaufen</p>')
    expect(html).not.toContain(SECRET)
    expect(html).not.toMatch(/TypeError|at \w+ \(|\.ts:\d+/)
  })

  it('turns unavailable content into a 503 with Retry-After', async () => {
    const response = await get('/blog?kind=content')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    const html = await response.text()
    expect(html).toContain('Content is temporarily unavailable')
    expect(html).not.toContain(SECRET)
  })

  it('says what to set when the access token is missing: a 503 page, and the SPEC’s console error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await createApp().fetch(new Request('http://localhost/de/about'), { ...env, STORYBLOK_TOKEN: '' }, executionCtx)
      expect(response.status).toBe(503)
      expect(await response.text()).not.toContain('access token')
      const lines = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as { status: number; cause: string })
      expect(lines).toEqual([
        {
          level: 'error',
          route: '/de/about',
          status: 503,
          ray: null,
          cause:
            "ContentConfigError: You need to provide an access token: set STORYBLOK_TOKEN to the Storyblok space's public access token (npx wrangler secret put STORYBLOK_TOKEN --env <environment>)",
        },
      ])
    } finally {
      errors.mockRestore()
    }
  })

  it('renders even when the path cannot be parsed', async () => {
    const response = await get('/%E0%A4%A')
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('This road is closed')
  })
})
