import { env, exports } from 'cloudflare:workers'
import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../config/AppEnv'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'
import { contentSource } from '../content/contentSource'
import { handleError } from '../routes/handleError'
import { serverErrorLog } from './serverErrorLog'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

const RAY = '8f1c2d3e4a5b6c7d-FRA'
const PREVIEW_TOKEN = contentSource(env).previewToken ?? ''

let errors: ReturnType<typeof vi.spyOn>

function loggedLines(): Record<string, unknown>[] {
  return errors.mock.calls.map((args: unknown[]) => {
    expect(args).toHaveLength(1)
    return JSON.parse(String(args[0])) as Record<string, unknown>
  })
}

function visit(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(new Request(`http://localhost${path}`, { headers: { 'cf-ray': RAY, ...headers }, redirect: 'manual' }))
}

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  errors.mockRestore()
})

describe('error logs', () => {
  it('log a 503 once, as one JSON line with route, status, cf-ray and cause, and no secrets or personal data', async () => {
    await service.control('faults', { down: true })
    const query = `?_storyblok=1&_storyblok_tk[token]=${'a'.repeat(40)}&email=someone@example.com`
    const response = await visit(`/de/about${query}`, { cookie: 'i18n_redirected=de; session=private-value' })
    expect(response.status).toBe(503)
    await response.text()
    const lines = loggedLines()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'error', route: '/de/about', status: 503, ray: RAY })
    expect(lines[0]?.cause).toMatch(/^ContentUnavailableError: Storyblok cdn\/stories\/de\/.* failed/)
    const raw = String(errors.mock.calls[0]?.[0])
    for (const secret of ['a'.repeat(40), 'someone@example.com', 'private-value', PREVIEW_TOKEN, contentSource(env).publicToken])
      expect(raw).not.toContain(secret)
    expect(raw).not.toMatch(/\n|at \w+ \(/)
  })

  it('never log a 404 or a redirect', async () => {
    for (const path of ['/no-such-page', '/blog/no-such-post', '/%E0%A4%A', '/Blog/']) {
      const response = await visit(path)
      expect([301, 404]).toContain(response.status)
      await response.text()
    }
    expect(errors).not.toHaveBeenCalled()
  })

  it('log a 500 with the error a route threw, and a 5xx a route chose with its status', async () => {
    const app = new Hono<AppEnv>()
      .use(serverErrorLog)
      .get('/thrown', () => {
        throw new TypeError('Cannot read properties of undefined (reading token=local-preview-demo-token)')
      })
      .get('/chosen', (c) => c.json({ error: 'not configured' }, 503))
      .onError(handleError)
    const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
    expect((await app.fetch(new Request('http://localhost/thrown', { headers: { 'cf-ray': RAY } }), env, executionCtx)).status).toBe(500)
    expect((await app.fetch(new Request('http://localhost/chosen'), env, executionCtx)).status).toBe(503)
    expect(loggedLines()).toEqual([
      { level: 'error', route: '/thrown', status: 500, ray: RAY, cause: 'TypeError: Cannot read properties of undefined (reading token=[redacted])' },
      { level: 'error', route: '/chosen', status: 503, ray: null, cause: 'answered 503' },
    ])
  })
})
