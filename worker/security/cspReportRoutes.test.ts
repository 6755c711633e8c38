import { exports } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

const report = (page: string, blocked: string) => ({
  type: 'csp-violation',
  age: 10,
  url: page,
  user_agent: BROWSER,
  body: { documentURL: page, blockedURL: blocked, effectiveDirective: 'script-src-elem', disposition: 'enforce', statusCode: 200 },
})

function post(body: BodyInit, type = 'application/reports+json'): Promise<Response> {
  return exports.default.fetch(
    new Request('http://localhost/api/csp-reports', { method: 'POST', headers: { 'content-type': type, 'user-agent': BROWSER }, body }),
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Content-Security-Policy violation reports', () => {
  it('every page names the site’s own endpoint for them', async () => {
    const page = await exports.default.fetch(new Request('http://localhost/about', { headers: { 'user-agent': BROWSER } }))
    expect(page.headers.get('content-security-policy')).toMatch(/(^|; )report-to csp(;|$)/)
    expect(page.headers.get('reporting-endpoints')).toBe('csp="/api/csp-reports"')
  })

  it('logs each violation as one line, without the query of the page or of what was blocked (signatures travel there), and answers 204', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await post(
      JSON.stringify([
        report('http://localhost/about?_storyblok_tk[token]=secret', 'https://evil.example/x.js?session=abc'),
        { type: 'deprecation', url: 'http://localhost/', body: {} },
      ]),
    )
    expect(response.status).toBe(204)
    expect(warn).toHaveBeenCalledTimes(1)
    const line = JSON.parse(String(warn.mock.calls[0]?.[0])) as Record<string, string>
    expect(line).toEqual({
      level: 'warn',
      message: 'content security policy violation',
      directive: 'script-src-elem',
      blocked: 'https://evil.example/x.js',
      page: 'http://localhost/about',
      disposition: 'enforce',
    })
  })

  it('refuses what is no report batch: another type 415, no JSON array 400, over 16 KB 413; and logs at most 20 of a batch, then counts the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await post('[]', 'text/plain')).status).toBe(415)
    expect((await post('{"a":1}')).status).toBe(400)
    expect((await post(JSON.stringify([report('http://localhost/', 'x'.repeat(17 * 1024))]))).status).toBe(413)
    expect((await post(JSON.stringify(Array.from({ length: 30 }, () => report('http://localhost/', 'inline'))))).status).toBe(204)
    expect(warn).toHaveBeenCalledTimes(21)
    expect(JSON.parse(String(warn.mock.calls[20]?.[0]))).toEqual({
      level: 'warn',
      message: 'content security policy violations not logged',
      dropped: 10,
      logged: 20,
    })
  })
})
