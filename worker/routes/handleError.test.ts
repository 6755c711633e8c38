import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { timing } from 'hono/timing'
import { beforeAll, describe, expect, it } from 'vitest'
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
    // Written in German (the settings' texts); the SPEC's English status line and message say so themselves.
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/)
    expect(html).toContain('<p class="error-page__message" lang="en">')
    expect(html).toMatch(/error <span class="error-page__status">500<\/span>/)
    expect(html).toContain('Diese Straße ist gesperrt')
    expect(html).toContain('Something went wrong')
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

  it('renders even when the path cannot be parsed', async () => {
    const response = await get('/%E0%A4%A')
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('This road is closed')
  })
})
