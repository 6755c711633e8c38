import type { Context } from 'hono'
import { setMetric } from 'hono/timing'
import type { AppEnv } from '../AppEnv'
import type { ContentContext } from '../content/ContentContext'
import { readInvalidationMarker } from '../content/invalidation'
import { kvKey } from '../content/kvKey'
import { assetManifest } from './assetManifest'

/** Kept in KV metadata (at most 1024 bytes); the body itself is the value, streamed in and out as it is. */
interface CachedPageMetadata {
  headers: Record<string, string>
  renderedAt: number
}

interface CachedPageEntry extends CachedPageMetadata {
  html: ReadableStream
}

const OK = 200
/** Headers that belong to one response only. */
const PER_RESPONSE_HEADERS = new Set(['server-timing', 'set-cookie', 'content-length'])

/**
 * Resolves a task later, once the response this request returns is complete (the middleware
 * after the route only awaits promises): a background render's timers are then its own, not
 * in that response's Server-Timing.
 */
function afterResponse(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

function pageKey(path: string): Promise<string> {
  return kvKey(`page/v1/${assetManifest.buildId}`, path)
}

function replay(entry: CachedPageEntry): Response {
  return new Response(entry.html, { status: OK, headers: entry.headers })
}

async function read(ctx: ContentContext, key: string): Promise<CachedPageEntry | null> {
  const { value, metadata } = await ctx.env.CONTENT_CACHE.getWithMetadata<CachedPageMetadata>(key, 'stream')
  if (!value) return null
  if (!metadata) {
    await value.cancel()
    return null
  }
  return { html: value, ...metadata }
}

async function store(ctx: ContentContext, key: string, response: Response): Promise<void> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.has(name)) headers[name] = value
  })
  const metadata: CachedPageMetadata = { headers, renderedAt: Date.now() }
  await ctx.env.CONTENT_CACHE.put(key, response.body ?? '', { metadata }).catch((error: unknown) => console.warn('page cache write failed', key, error))
}

/**
 * Published pages, once rendered, are kept in KV per build and path: a fresh copy is served as
 * it is, a copy older than CONTENT_TTL_SECONDS is served while the page renders again in the
 * background, and a copy older than the last publish is rendered again at once (or served, if
 * rendering fails). Only 200 pages are kept (a random address must not cost a KV write); drafts
 * are never kept.
 */
export async function cachedPage(c: Context<AppEnv>, ctx: ContentContext, path: string, render: () => Promise<Response>): Promise<Response> {
  if (ctx.draft) return render()
  const key = await pageKey(path)
  const started = performance.now()
  const [entry, marker] = await Promise.all([read(ctx, key), readInvalidationMarker(ctx)])
  const lookupMs = performance.now() - started
  const invalidated = !entry || (marker !== null && entry.renderedAt < marker.at)
  if (entry && !invalidated) {
    const expired = Date.now() - entry.renderedAt >= Number(ctx.env.CONTENT_TTL_SECONDS) * 1000
    setMetric(c, 'content', lookupMs, 'rendered page from KV')
    setMetric(c, 'cache', expired ? 'page-stale' : 'page-hit')
    setMetric(c, 'render', 0)
    if (expired) {
      ctx.waitUntil(
        afterResponse()
          .then(render)
          .then((response) => (response.status === OK ? store(ctx, key, response) : undefined))
          .catch((error: unknown) => console.warn('background render failed', path, error)),
      )
    }
    return replay(entry)
  }
  setMetric(c, 'page-lookup', lookupMs)
  let response: Response
  try {
    response = await render()
  } catch (error) {
    if (!entry) throw error
    console.warn('serving the last rendered page after a failed render', path, error)
    return replay(entry)
  }
  if (entry && response.status >= 500) return replay(entry)
  await entry?.html.cancel()
  if (response.status !== OK || !response.body) return response
  const [toVisitor, toCache] = response.body.tee()
  ctx.waitUntil(store(ctx, key, new Response(toCache, response)))
  return new Response(toVisitor, response)
}
