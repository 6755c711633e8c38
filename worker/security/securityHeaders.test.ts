import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'
import { contentSource } from '../content/contentSource'
import { signedEditorUrl } from '../../tests/support/signedEditorUrl'
import { assetManifest } from '../config/assetManifest'
import { securityPolicyConfig } from './securityPolicyConfig'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

/** The file's first request loads the worker: slow on a busy machine. */
const COLD_START_MS = 30_000
const LOCAL_SERVICE = new URL(env.STORYBLOK_LOCAL_ENDPOINT).origin
const policy = (styleSrc: string) => [
  "default-src 'self'",
  "script-src 'self'",
  styleSrc,
  "style-src-attr 'unsafe-inline'",
  `img-src 'self' https://a.storyblok.com https://videos.example.com ${LOCAL_SERVICE}`,
  `media-src 'self' https://a.storyblok.com https://videos.example.com ${LOCAL_SERVICE}`,
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  `connect-src 'self' ${LOCAL_SERVICE}`,
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
]
/** Violations go to the site's own endpoint (cspReportRoutes). */
const REPORT_TO = 'report-to csp'
const PUBLISHED_POLICY = [...policy("style-src 'self'"), "frame-ancestors 'none'", REPORT_TO].join('; ')
/** A preview also allows the one style element the editor's bridge injects, by its hash (scripts/bridgeStyleHashes.ts). */
const BRIDGE_STYLE = `'${assetManifest.previewStyleHashes[0]}'`
const PREVIEW_POLICY = [
  ...policy(`style-src 'self' ${BRIDGE_STYLE}`),
  `frame-ancestors https://app.storyblok.com ${new URL(env.STORYBLOK_LOCAL_EDITOR_ORIGIN).origin}`,
  REPORT_TO,
].join('; ')

function get(address: string | URL, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(new Request(address, { headers, redirect: 'manual' }))
}

function expectSiteHeaders(response: Response): void {
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  // Headers for browsers that are gone (docs/security.md): a Hono upgrade must not bring them back.
  for (const obsolete of ['x-xss-protection', 'x-download-options', 'x-dns-prefetch-control', 'x-permitted-cross-domain-policies']) {
    expect(response.headers.has(obsolete), obsolete).toBe(false)
  }
}

function expectPublishedHeaders(response: Response): void {
  expectSiteHeaders(response)
  expect(response.headers.get('content-security-policy')).toBe(PUBLISHED_POLICY)
  expect(response.headers.get('x-frame-options')).toBe('DENY')
}

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('security headers', () => {
  it(
    'are on a published page, rendered and from the page cache',
    async () => {
      const rendered = await get('http://localhost/')
      expect(rendered.status).toBe(200)
      expectPublishedHeaders(rendered)
      await rendered.text()
      const cached = await get('http://localhost/')
      expect(cached.headers.get('server-timing')).toMatch(/page-hit/)
      expectPublishedHeaders(cached)
    },
    COLD_START_MS,
  )

  it('are on articles, lists, redirects and every error page', async () => {
    for (const path of [
      '/blog',
      '/de/blog/2/all',
      '/glossary',
      '/no-such-page',
      '/blog/no-such-post',
      '/Blog/',
      '/?set-language=de',
      '/reports/european-road-freight-index-q1-2023',
      '/api/reports/european-road-freight-index-q1-2023/file?lang=en&lead=x&expires=1&signature=00',
    ]) {
      const response = await get(`http://localhost${path}`)
      expect(response.status).toBeLessThan(500)
      expectPublishedHeaders(response)
    }
    await service.control('faults', { down: true })
    const lead = await exports.default.fetch(
      new Request('http://localhost/api/reports/european-road-freight-index-q1-2023/download', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    )
    expect(lead.status).toBe(422)
    expectPublishedHeaders(lead)
    const unavailable = await get('http://localhost/de/about')
    expect(unavailable.status).toBe(503)
    expectPublishedHeaders(unavailable)
  })

  it('add HSTS (two years, subdomains) on https only', async () => {
    expect((await get('https://www.example.com/about')).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect((await get('http://localhost/about')).headers.get('strict-transport-security')).toBeNull()
  })

  it('let only the visual editors (Storyblok’s, the local one) frame a verified preview', async () => {
    const source = contentSource(env)
    const url = await signedEditorUrl('http://localhost/about', {
      spaceId: source.spaceId,
      timestamp: Math.floor(Date.now() / 1000),
      previewToken: source.previewToken,
    })
    const preview = await get(url)
    expect(preview.status).toBe(200)
    expectSiteHeaders(preview)
    expect(preview.headers.get('content-security-policy')).toBe(PREVIEW_POLICY)
    expect(preview.headers.get('x-frame-options')).toBeNull()

    url.searchParams.set('_storyblok_tk[token]', 'f'.repeat(40))
    expectPublishedHeaders(await get(url))
  })

  it('go with pages that need nothing the policy forbids: no inline script, style element or handler', async () => {
    for (const path of ['/', '/blog/rich-text-showcase', '/webinars', '/open-positions', '/no-such-page']) {
      const html = await (await get(`http://localhost${path}`)).text()
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
      // Data blocks (JSON-LD, the island words) are never executed, so the policy does not apply to them.
      for (const tag of scripts) expect(tag).toMatch(/ src="\/assets\/|type="application\/(ld\+)?json"/)
      expect(html).not.toMatch(/<style\b/)
      expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i)
      expect(html).not.toMatch(/(href|src)="javascript:/i)
    }
  })
})

describe('securityPolicyConfig', () => {
  it('reads the configured origins and drops malformed ones', () => {
    const config = securityPolicyConfig({
      ...env,
      STORYBLOK_LOCAL_ENDPOINT: '',
      STORYBLOK_LOCAL_EDITOR_ORIGIN: '',
      ASSET_ORIGINS: 'https://a.storyblok.com, not a url, javascript:alert(1), https://img.example.com/path',
      STORYBLOK_EDITOR_ORIGIN: '',
      AMPLITUDE_API_KEY: '',
    })
    expect(config.assetOrigins).toEqual(['https://a.storyblok.com', 'https://img.example.com'])
    expect(config.editorOrigins).toEqual(['https://app.storyblok.com'])
    expect(config.connectOrigins).toEqual([])
  })

  it('lets scripts reach the analytics endpoint once analytics is configured', () => {
    const analytics = { ...env, AMPLITUDE_API_KEY: 'public-browser-key', AMPLITUDE_REGION: 'EU', AMPLITUDE_SERVER_URL: '' }
    expect(securityPolicyConfig(analytics).connectOrigins).toEqual(['https://api.eu.amplitude.com'])
    expect(securityPolicyConfig({ ...analytics, AMPLITUDE_SERVER_URL: 'http://127.0.0.1:9999/2/httpapi' }).connectOrigins).toEqual(['http://127.0.0.1:9999'])
    expect(securityPolicyConfig({ ...analytics, AMPLITUDE_API_KEY: '' }).connectOrigins).toEqual([])
  })

  it('adds the local content service only while it stands in for Storyblok', () => {
    expect(securityPolicyConfig(env).assetOrigins).toContain(LOCAL_SERVICE)
    expect(securityPolicyConfig({ ...env, STORYBLOK_LOCAL_ENDPOINT: '' }).assetOrigins).not.toContain(LOCAL_SERVICE)
  })
})
