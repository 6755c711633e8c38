import { env, exports } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AnalyticsSettings } from '../../shared/pages/AnalyticsConfig'
import { createApp } from '../app'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

/** The page's analytics settings as the browser reads them, or null when the page has none. */
function analyticsSettings(html: string): AnalyticsSettings | null {
  const content = /<meta name="analytics" content="([^"]*)"/.exec(html)?.[1]
  return content === undefined ? null : (JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as AnalyticsSettings)
}

async function page(path: string): Promise<string> {
  return (await exports.default.fetch(new Request(`http://localhost${path}`, { headers: { 'user-agent': BROWSER } }))).text()
}

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('analytics settings in the page', () => {
  it('carry the configured key, region, server URL and log level, and the page language, kind and route', async () => {
    expect(analyticsSettings(await page('/'))).toEqual({
      apiKey: 'local-amplitude-demo-key',
      region: 'EU',
      serverUrl: env.AMPLITUDE_SERVER_URL,
      logLevel: 'debug',
      page: { language: 'en', kind: 'home', route: '/' },
    })
    expect(analyticsSettings(await page('/de/blog'))?.page).toEqual({ language: 'de', kind: 'blogList', route: '/blog' })
    expect(analyticsSettings(await page('/blog/2/all'))?.page).toEqual({ language: 'en', kind: 'blogList', route: '/blog/:page/:category' })
  })

  it('name error pages "error", without a route', async () => {
    expect(analyticsSettings(await page('/de/no-such-page'))?.page).toEqual({ language: 'de', kind: 'error' })
  })

  it('are left out without a key, so nothing can load analytics', async () => {
    const ctx = createExecutionContext()
    const response = await createApp().fetch(
      new Request('http://localhost/no-such-page', { headers: { 'user-agent': BROWSER } }),
      { ...env, AMPLITUDE_API_KEY: '' },
      ctx,
    )
    const html = await response.text()
    await waitOnExecutionContext(ctx)
    expect(html).toContain('<meta name="build-id"')
    expect(analyticsSettings(html)).toBeNull()
    expect(html).not.toContain('amplitude')
  })

  it('is data, never an inline script', async () => {
    const html = await page('/')
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '')
    expect(scripts.every((attributes) => /\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes))).toBe(true)
  })
})
