import { Hono } from 'hono'
import type { ContentStore } from '../space/ContentStore'
import { demoSpace } from '../space/demoSpace'
import { escapeXml } from '../../shared/html/escapeXml'
import type { ComponentSchemas } from './browser/editableFields'
import { languageOf } from './browser/managementAnswer'
import { editorIndexPage } from './editorIndexPage'
import { editorPage } from './editorPage'
import { previewUrl } from './previewUrl'
import { storyIndex } from './storyIndex'
import { translationTargets } from './translationTargets'

const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }
const SCRIPT = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }

const notice = (status: 404, text: string) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local editor</title></head><body><p>${escapeXml(text)}</p><p><a href="/_editor/">All stories</a></p></body></html>`,
    { status, headers: HTML },
  )

/** The local editor's browser scripts: the editor itself, and its index's filter. */
export type EditorScript = 'editor' | 'index'

/** Where the editor frames the site, and its browser scripts (bundled in Node: see bundleEditorScript). */
export interface EditorOptions {
  /** The space's preview URL: the site's origin. */
  siteOrigin: string
  script: (entry: EditorScript) => Promise<string>
}

/**
 * The local visual editor: `GET /_editor/` lists every story; `GET /_editor/{full_slug}`
 * (`?release=<id>`: in a release) frames the site's preview of the story's draft (signed with the preview token and the current time, as
 * Storyblok signs it) beside a panel of its fields; `/_editor.js` and `/_editor-index.js` are
 * their scripts.
 */
export function createEditorApi(store: ContentStore, components: () => ComponentSchemas, { siteOrigin, script }: EditorOptions): Hono {
  const api = new Hono()
  const contentTypeName = (component: string) => components()[component]?.display_name || component
  api.get('/_editor.js', async () => new Response(await script('editor'), { headers: SCRIPT }))
  api.get('/_editor-index.js', async () => new Response(await script('index'), { headers: SCRIPT }))
  api.get('/_editor', (c) => c.redirect('/_editor/', 301))
  api.get('/_editor/', (c) => new Response(editorIndexPage(storyIndex(store, contentTypeName), c.req.query('q') ?? ''), { headers: HTML }))
  api.get('/_editor/*', async (c) => {
    const url = new URL(c.req.url)
    const fullSlug = decodeURIComponent(url.pathname.slice('/_editor/'.length))
    const story = store.findBySlug('draft', fullSlug)
    if (!story) return notice(404, `No story ${fullSlug}`)
    // `?release=<id>`: the story as that release has it (Storyblok's editor has the release in its own address);
    // a released one is no longer open: the current drafts, which now hold what it released.
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
      // The picker offers the releases a story can still be saved into.
      releases: store.releases.open().map(({ id, name }) => ({ id, name })),
      managementToken: demoSpace.managementToken,
      // Move offers the folders of the story's language only: translations are folder-level, one root folder per language.
      folders: store.folders
        .filter(({ full_slug }) => languageOf(full_slug) === languageOf(story.full_slug))
        .map(({ id, full_slug }) => ({ id, full_slug }))
        .sort((a, b) => a.full_slug.localeCompare(b.full_slug)),
      translations: translationTargets(store, story),
    }
    return new Response(editorPage(config, { storyName: story.name, contentType: contentTypeName(story.content.component) }), { headers: HTML })
  })
  return api
}
