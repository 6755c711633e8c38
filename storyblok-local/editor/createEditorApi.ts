import { Hono } from 'hono'
import type { ContentStore } from '../ContentStore'
import { demoSpace } from '../demoSpace'
import { escapeXml } from '../../shared/xml/escapeXml'
import type { ComponentSchemas } from './browser/editableFields'
import { editorIndexPage } from './editorIndexPage'
import { editorPage } from './editorPage'
import { previewUrl } from './previewUrl'

const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }

const notice = (status: 404, text: string) =>
  new Response(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local editor</title></head><body><p>${escapeXml(text)}</p></body></html>`, {
    status,
    headers: HTML,
  })

/** Where the editor frames the site, and its browser script (bundled in Node: see bundleEditorScript). */
export interface EditorOptions {
  /** The space's preview URL: the site's origin. */
  siteOrigin: string
  script: () => Promise<string>
}

/**
 * The local visual editor: `GET /_editor/{full_slug}` (`?release=<id>`: in a release) frames the
 * site's preview of the story's draft (signed with the preview token and the current time, as
 * Storyblok signs it) beside a panel of its fields; `/_editor/` lists the stories; `/_editor.js` is its script.
 */
export function createEditorApi(store: ContentStore, components: () => ComponentSchemas, { siteOrigin, script }: EditorOptions): Hono {
  const api = new Hono()
  api.get(
    '/_editor.js',
    async () => new Response(await script(), { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' } }),
  )
  api.get('/_editor', (c) => c.redirect('/_editor/'))
  api.get('/_editor/', () => new Response(editorIndexPage(store.stories('draft')), { headers: HTML }))
  api.get('/_editor/*', async (c) => {
    const url = new URL(c.req.url)
    const fullSlug = decodeURIComponent(url.pathname.slice('/_editor/'.length))
    const story = store.findBySlug('draft', fullSlug)
    if (!story) return notice(404, `No story ${fullSlug}`)
    // `?release=<id>`: the story as that release has it (Storyblok's editor has the release in its own address).
    const release = store.releases.idOf(url.searchParams.get('release')) ?? null
    const now = Date.now()
    const signed = await previewUrl(siteOrigin, story, {
      spaceId: store.space.id,
      previewToken: demoSpace.previewToken,
      timestamp: Math.floor(now / 1000),
      renderedAt: now,
      release,
    })
    const config = {
      fullSlug: story.full_slug,
      storyId: story.id,
      spaceId: store.space.id,
      previewUrl: signed,
      siteOrigin: new URL(siteOrigin).origin,
      previewToken: demoSpace.previewToken,
      components: components(),
      release,
      releases: store.releases.list().map(({ id, name }) => ({ id, name })),
    }
    return new Response(editorPage(config), { headers: HTML })
  })
  return api
}
