import type { Context } from 'hono'
import { setMetric } from 'hono/timing'
import type { AppEnv } from '../config/AppEnv'
import type { ContentContext } from '../content/ContentContext'
import { readInvalidationMarker, type InvalidationMarker } from '../content/invalidation'
import { kvKey } from '../content/kvKey'
import { RememberedEntries } from '../content/RememberedEntries'
import { assetManifest } from './assetManifest'

/** Kept in KV metadata (at most 1024 bytes); the body itself is the value. */
interface CachedPageMetadata {
  headers: Record<string, string>
  renderedAt: number
}

interface CachedPageEntry extends CachedPageMetadata {
  html: Uint8Array<ArrayBuffer>
}

/** How many bytes of rendered pages an isolate keeps between requests (isolates have 128 MB). */
const REMEMBERED_BYTES = 8 * 1024 * 1024
/** A page's headers and time, besides its body, as counted against REMEMBERED_BYTES. */
const ENTRY_OVERHEAD_BYTES = 1024

/**
 * The pages this isolate last read from or wrote to KV, in front of it: a current one is served
 * without a KV read. Same rules as KV (TTL, the publish marker); one that is not current is read
 * from KV again, where another isolate may have rendered it since.
 */
const remembered = new RememberedEntries<CachedPageEntry>(REMEMBERED_BYTES)

/** Forgets the pages this isolate remembers (for tests that empty KV). */
export function forgetRememberedPages(): void {
  remembered.clear()
}

function remember(key: string, entry: CachedPageEntry): CachedPageEntry {
  remembered.set(key, entry, entry.html.byteLength + ENTRY_OVERHEAD_BYTES)
  return entry
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

type Freshness = 'fresh' | 'stale' | 'outdated'

function freshness(entry: CachedPageEntry, marker: InvalidationMarker | null, ttlMs: number): Freshness {
  if (marker !== null && entry.renderedAt < marker.at) return 'outdated'
  return Date.now() - entry.renderedAt >= ttlMs ? 'stale' : 'fresh'
}

async function read(ctx: ContentContext, key: string): Promise<CachedPageEntry | null> {
  const { value, metadata } = await ctx.env.CONTENT_CACHE.getWithMetadata<CachedPageMetadata>(key, 'arrayBuffer')
  return value && metadata ? { html: new Uint8Array(value), ...metadata } : null
}

interface Lookup {
  entry: CachedPageEntry | null
  freshness: Freshness
  from: 'memory' | 'KV'
}

/** The isolate's copy when it is fresh, else the newer of KV's and the isolate's. */
async function lookup(ctx: ContentContext, key: string, ttlMs: number): Promise<Lookup> {
  const known = remembered.get(key)
  if (known) {
    const marker = await readInvalidationMarker(ctx)
    if (freshness(known, marker, ttlMs) === 'fresh') return { entry: known, freshness: 'fresh', from: 'memory' }
  }
  const [stored, marker] = await Promise.all([read(ctx, key), readInvalidationMarker(ctx)])
  const newer = stored !== null && (!known || stored.renderedAt > known.renderedAt)
  const entry = newer ? remember(key, stored) : (known ?? null)
  // No copy at all must be rendered, as an outdated one is.
  return { entry, freshness: entry ? freshness(entry, marker, ttlMs) : 'outdated', from: newer ? 'KV' : 'memory' }
}

/** Keeps a rendered page in the isolate at once and in KV in the background; the page goes out as the bytes kept. */
async function keep(ctx: ContentContext, key: string, response: Response): Promise<Response> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.has(name)) headers[name] = value
  })
  const metadata: CachedPageMetadata = { headers, renderedAt: Date.now() }
  const { html } = remember(key, { html: new Uint8Array(await response.arrayBuffer()), ...metadata })
  ctx.waitUntil(ctx.env.CONTENT_CACHE.put(key, html, { metadata }).catch((error: unknown) => console.warn('page cache write failed', key, error)))
  return new Response(html, response)
}

/**
 * Published pages, once rendered, are kept per build and path, in KV and in the isolate: a fresh
 * copy is served as it is, a copy older than CONTENT_TTL_SECONDS is served while the page renders
 * again in the background, and a copy older than the last publish is rendered again at once (or
 * served, if rendering fails). Only 200 pages are kept (a random address must not cost a KV
 * write); drafts are never kept.
 */
export async function cachedPage(c: Context<AppEnv>, ctx: ContentContext, path: string, render: () => Promise<Response>): Promise<Response> {
  if (ctx.draft) return render()
  const key = await pageKey(path)
  const ttlMs = Number(ctx.env.CONTENT_TTL_SECONDS) * 1000
  const started = performance.now()
  const { entry, freshness: state, from } = await lookup(ctx, key, ttlMs)
  const lookupMs = performance.now() - started
  if (entry && state !== 'outdated') {
    setMetric(c, 'content', lookupMs, `rendered page from ${from}`)
    setMetric(c, 'cache', state === 'stale' ? 'page-stale' : 'page-hit')
    setMetric(c, 'render', 0)
    if (state === 'stale') {
      ctx.waitUntil(
        afterResponse()
          .then(render)
          .then((response) => (response.status === OK ? keep(ctx, key, response) : undefined))
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
  return response.status === OK && response.body ? keep(ctx, key, response) : response
}
