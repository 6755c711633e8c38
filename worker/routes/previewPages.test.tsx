import { env, exports } from 'cloudflare:workers'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BLOK_REGISTRY } from '../../shared/templates/blokRegistry'
import { BlokViewsContext } from '../../shared/bloks/BlokViewsContext'
import type { Blok, Story } from '../../shared/content/storyblok'
import { BlokMarkersContext } from '../../shared/editor/BlokMarkersContext'
import { blokMarkers } from '../../shared/editor/blokMarkers'
import { BlokNoticesContext } from '../../shared/editor/BlokNoticesContext'
import { previewNotices } from '../../shared/editor/previewNotices'
import { PreviewPage } from '../../shared/preview/PreviewPage'
import type { PreviewState } from '../../shared/preview/PreviewState'
import { AssetsContext } from '../../shared/islands/AssetsContext'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { TestContentService } from '../../tests/support/TestContentService'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { signedEditorUrl } from '../../tests/support/signedEditorUrl'
import { management } from '../../tests/support/managementApi'
import { assetManifest } from '../config/assetManifest'
import { revivedState } from '../../client/preview/revivedState'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const LOCAL_EDITOR = env.STORYBLOK_LOCAL_EDITOR_ORIGIN
const PREVIEW_FRAMING = `frame-ancestors https://app.storyblok.com ${LOCAL_EDITOR}`
const NO_FRAMING = "frame-ancestors 'none'"

/** The framing directive of a response's Content-Security-Policy (worker/security/). */
function framing(response: Response): string | undefined {
  return response.headers
    .get('content-security-policy')
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors '))
}
const MARKER = /data-blok-(c|uid)=/
const ONE_HOUR_S = 3600

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const drafts = service.client(demoSpace.previewToken)

async function draft(fullSlug: string): Promise<Story> {
  return (await drafts.get(`cdn/stories/${fullSlug}`, { version: 'draft' })).data.story as Story
}

function nowS(): number {
  return Math.floor(Date.now() / 1000)
}

function editorUrl(path: string, options: { timestamp?: number; previewToken?: string } = {}): Promise<URL> {
  return signedEditorUrl(`http://localhost${path}`, {
    spaceId: demoSpace.id,
    timestamp: options.timestamp ?? nowS(),
    previewToken: options.previewToken ?? demoSpace.previewToken,
  })
}

/** The header a browser sends with a frame's navigation: how the visual editor's preview arrives. */
const IN_A_FRAME = { 'sec-fetch-dest': 'iframe' }

async function visit(url: URL | string, headers: Record<string, string> = {}): Promise<{ response: Response; html: string }> {
  const response = await exports.default.fetch(new Request(url, { headers: { 'user-agent': BROWSER, ...headers } }))
  return { response, html: await response.text() }
}

/** Every blok (component and _uid) in a story's content, rich text included; table rows and cells are not bloks. */
function bloksOf(value: unknown, found: Blok[] = []): Blok[] {
  if (Array.isArray(value)) for (const item of value) bloksOf(item, found)
  else if (value !== null && typeof value === 'object') {
    const record = value as Blok
    if (typeof record.component === 'string' && typeof record._uid === 'string' && !record.component.startsWith('_')) found.push(record)
    for (const child of Object.values(record)) bloksOf(child, found)
  }
  return found
}

/** The page's preview state, as the preview chunk reads it (client/preview.tsx). */
function previewState(html: string): PreviewState {
  const json = /<script type="application\/json" id="preview-state">(.*?)<\/script>/s.exec(html)?.[1]
  return revivedState(JSON.parse(json ?? 'null') as PreviewState)
}

beforeAll(async () => {
  await service.reset()
})

beforeEach(async () => {
  await clearContentCache()
})

describe('a preview the visual editor opened', () => {
  it('shows the draft, is never stored, may be framed only by the editors and loads the preview chunk instead of islands', async () => {
    const { response, html } = await visit(await editorUrl('/about'))
    expect(response.status).toBe(200)
    expect(html).toContain('About us (draft)')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(framing(response)).toBe(PREVIEW_FRAMING)
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)
    expect(html).toContain(`<script type="module" src="${assetManifest.preview}"></script>`)
    expect(html).not.toContain('<island-root')
    expect(html).not.toContain(assetManifest.boot)
    expect(previewState(html).data.story?.full_slug).toBe('en/about')
  })

  it.each([
    ['/', 'en/home'],
    ['/about', 'en/about'],
    ['/pricing', 'en/pages/pricing'],
    ['/blog/rich-text-showcase', 'en/blog/rich-text-showcase'],
    ['/open-positions', 'en/open-positions/'],
  ])('%s marks every blok of its story and of the shell settings', async (path, fullSlug) => {
    const [{ html }, story, settings] = await Promise.all([visit(await editorUrl(path)), draft(fullSlug), draft('en/_settings')])
    // The error page's buttons are settings bloks that only the error page shows.
    const errorButtons = new Set(((settings.content.error_cta ?? []) as Blok[]).map((blok) => blok._uid))
    const expected = [
      ...bloksOf(story.content).map((blok) => ({ blok, id: story.id })),
      ...bloksOf(settings.content)
        // The gated-report form's texts (report_form) show only on gated report pages.
        .filter((blok) => blok.component !== 'settings' && blok.component !== 'report_form' && !errorButtons.has(blok._uid))
        .map((blok) => ({ blok, id: settings.id })),
    ]
    expect(expected.length).toBeGreaterThan(10)
    for (const { blok, id } of expected) {
      expect(html.includes(`data-blok-uid="${id}-${blok._uid}"`), `${blok.component} ${blok._uid} is marked`).toBe(true)
    }
  })

  // Seven previews read drafts, never cached, under the throttle of 5 reads a second.
  it('marks every kind of blok the content has', { timeout: 30_000 }, async () => {
    const pages = ['/', '/about', '/blog/rich-text-showcase', '/open-positions', '/glossary', '/case', '/webinars']
    const marked = new Set<string>()
    for (const path of pages) {
      const { html } = await visit(await editorUrl(path))
      for (const [, json] of html.matchAll(/data-blok-c="([^"]+)"/g)) marked.add((JSON.parse((json ?? '').replace(/&quot;/g, '"')) as { name: string }).name)
    }
    const kinds = ['page', 'section_head', 'rich_text', 'cta_box', 'button', 'link', 'link-list', 'footer_column', 'start_modal', 'blog_post', 'job_opening']
    const globalBlocks = ['TextContentButton', 'TextContentCard', 'TextContentEmbed', 'TextContentQuote', 'TextContentTable']
    expect([...marked].sort()).toEqual(expect.arrayContaining([...kinds, ...globalBlocks]))
  })

  it.each(['/', '/about', '/blog/rich-text-showcase', '/pages/resource-hub', '/open-positions', '/de'])(
    '%s: the preview chunk renders the embedded state to the same HTML as the server (hydration matches)',
    async (path) => {
      const { html } = await visit(await editorUrl(path))
      const server = /<div id="preview-root">(.*)<\/div><script type="application\/json" id="preview-state">/s.exec(html)?.[1]
      // Outside a whole document React writes image preloads and metas inline; in the page they went to <head>.
      const client = renderToString(
        <AssetsContext value={null}>
          <BlokViewsContext value={BLOK_REGISTRY}>
            <BlokMarkersContext value={blokMarkers}>
              <BlokNoticesContext value={previewNotices(previewState(html))}>
                <PreviewPage state={previewState(html)} />
              </BlokNoticesContext>
            </BlokMarkersContext>
          </BlokViewsContext>
        </AssetsContext>,
      ).replace(/<link rel="preload"[^>]*\/>/g, '')
      // The demo content keeps the model: its preview carries no notice (resolved relations included).
      expect(server).not.toContain('blok-notice')
      expect(client === server, 'same HTML').toBe(true)
    },
  )

  it('writes nothing to KV: neither the draft content nor the page', async () => {
    for (const path of ['/', '/about', '/blog/rich-text-showcase', '/pages/upcoming-launch'])
      expect((await visit(await editorUrl(path))).response.status).toBe(200)
    expect((await env.CONTENT_CACHE.list()).keys).toEqual([])
  })

  it('is never answered from the page cache, and never fills it for visitors', async () => {
    const published = await visit('http://localhost/about')
    expect(published.html).not.toContain('About us (draft)')
    const preview = await visit(await editorUrl('/about'))
    expect(preview.html).toContain('About us (draft)')
    expect(preview.response.headers.get('server-timing')).not.toContain('page-hit')
    const again = await visit('http://localhost/about')
    expect(again.html).not.toContain('About us (draft)')
    expect(again.html).not.toMatch(MARKER)
  })
})

describe('a request without a genuine editor signature', () => {
  it.each([
    ['forged', () => editorUrl('/about', { previewToken: 'guessed-token' })],
    ['expired, opened outside a frame (a shared link)', () => editorUrl('/about', { timestamp: nowS() - ONE_HOUR_S - 60 })],
    ['absent', async () => new URL('http://localhost/about?_storyblok=610000206&_storyblok_tk[space_id]=100001')],
  ])('%s: gets the published page, without markers, bridge or framing', async (_name, url) => {
    const { response, html } = await visit(await url())
    expect(response.status).toBe(200)
    expect(html).not.toContain('About us (draft)')
    expect(html).not.toMatch(MARKER)
    expect(html).not.toContain(assetManifest.preview)
    expect(html).not.toContain('preview-state')
    expect(framing(response)).toBe(NO_FRAMING)
  })
})

describe('the settings’ preview', () => {
  // The entries it adds go with the service's reset.
  afterAll(() => service.reset())

  it('names each entry of the redirects datasource that cannot work, and why, in the editor’s language; a story’s preview names none', async () => {
    const { datasources } = await management<{ datasources: { id: number; slug: string }[] }>(service.origin, 'GET', '/datasources')
    const redirects = datasources.find((datasource) => datasource.slug === 'redirects')
    for (const [name, value] of [
      ['summer 2', 'pricing'],
      ['/promo?utm=mail', '/pricing'],
    ])
      await management(service.origin, 'POST', '/datasource_entries', { datasource_entry: { datasource_id: redirects?.id, name, value } })

    const english = await visit(await editorUrl('/_settings'))
    expect(english.response.status).toBe(200)
    expect(english.html).toContain('Redirect “summer 2” → “pricing”: “pricing” leads nowhere; write a path of this site starting with / (such as /pricing)')
    expect(english.html).toContain('Redirect “/promo?utm=mail” → “/pricing”: “/promo?utm=mail” is no address of this site')
    expect(previewState(english.html).redirectProblems).toHaveLength(2)
    const german = await visit(await editorUrl('/de/_settings'))
    expect(german.html).toContain('Weiterleitung „summer 2“ → „pricing“: „pricing“ führt nirgendwohin')
    const story = await visit(await editorUrl('/about'))
    expect(story.html).not.toContain('summer 2')
  })
})

describe('a preview whose signature has expired, in the editor’s frame', () => {
  it.each([
    ['signed over an hour ago', '/about', -ONE_HOUR_S - 60, 'This preview has expired', 'reload the editor or open the story again'],
    ['signed two hours ahead', '/de/about', 2 * ONE_HOUR_S, 'Diese Vorschau ist abgelaufen', 'laden Sie dann den Editor neu'],
  ])(
    '%s: a page the editor may frame says so and how to get a new address, in the page’s language; no draft, kept by no one',
    async (_name, path, offset, title, how) => {
      const timestamp = nowS() + offset
      const { response, html } = await visit(await editorUrl(path, { timestamp }), IN_A_FRAME)
      expect(response.status).toBe(403)
      expect(framing(response)).toBe(PREVIEW_FRAMING)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(html).toContain(`<h1 id="error-title">${title}</h1>`)
      expect(html).toContain(how)
      expect(html).toContain(new Date(timestamp * 1000).toISOString().slice(0, 16).replace('T', ' '))
      expect(html).not.toContain('(draft)')
      expect(html).not.toMatch(MARKER)
      expect(html).not.toContain('preview-state')
      // No button to an address the frame would refuse (the settings' error buttons lead to published pages).
      expect(html).not.toContain('error-page__ctas')
    },
  )

  it('a forged signature in a frame still gets the published page, which no one may frame', async () => {
    const { response, html } = await visit(await editorUrl('/about', { previewToken: 'guessed-token', timestamp: nowS() - 2 * ONE_HOUR_S }), IN_A_FRAME)
    expect(response.status).toBe(200)
    expect(html).not.toContain('This preview has expired')
    expect(framing(response)).toBe(NO_FRAMING)
  })
})

describe('published pages', () => {
  it.each(['/', '/about', '/blog/rich-text-showcase', '/no-such-page'])('%s may not be framed at all', async (path) => {
    const { response, html } = await visit(`http://localhost${path}`)
    expect(framing(response)).toBe(NO_FRAMING)
    expect(html).not.toMatch(MARKER)
  })

  it('keep no marker in the page cache either', async () => {
    await visit('http://localhost/about')
    // The page is stored in the background (waitUntil).
    await expect.poll(async () => (await env.CONTENT_CACHE.list({ prefix: 'page/' })).keys.length).toBeGreaterThan(0)
    const { keys } = await env.CONTENT_CACHE.list({ prefix: 'page/' })
    for (const { name } of keys) expect(await env.CONTENT_CACHE.get(name)).not.toMatch(MARKER)
  })
})
