import type { Context } from 'hono'
import { setMetric } from 'hono/timing'
import type { AppEnv } from '../config/AppEnv'
import { assetManifest } from '../config/assetManifest'
import type { CacheScope } from './CacheScope'
import { freshness, type Freshness } from './freshness'
import type { InvalidationMarker } from './InvalidationMarker'
import { readInvalidationMarker } from './invalidationMarkerStore'
import { rememberedPages, type StoredPage, type StoredPageMetadata } from './isolateMemory'
import { kvKey } from './kvKey'

/** A page's headers and time, besides its body, as counted against the isolate's page budget. */
const ENTRY_OVERHEAD_BYTES = 1024

function remember(key: string, entry: StoredPage): StoredPage {
  rememberedPages.set(key, entry, entry.html.byteLength + ENTRY_OVERHEAD_BYTES)
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

/** When a kept page's content changes by itself (its `Expires`, pageResponse), else null. */
function outdatedAt(entry: StoredPage): number | null {
  const expires = Date.parse(entry.headers.expires ?? '')
  return Number.isNaN(expires) ? null : expires
}

function replay(entry: StoredPage): Response {
  return new Response(entry.html, { status: OK, headers: entry.headers })
}

async function read(ctx: CacheScope, key: string): Promise<StoredPage | null> {
  const { value, metadata } = await ctx.env.CONTENT_CACHE.getWithMetadata<StoredPageMetadata>(key, 'arrayBuffer')
  return value && metadata ? { html: new Uint8Array(value), ...metadata } : null
}

interface Lookup {
  /** Null when neither KV nor the isolate has a copy: the page is rendered, as for an outdated one. */
  entry: StoredPage | null
  freshness: Freshness
  from: 'memory' | 'KV'
}

/** The isolate's copy when it is fresh, else the newer of KV's and the isolate's. */
async function lookup(ctx: CacheScope, key: string): Promise<Lookup> {
  const stateOf = (entry: StoredPage, marker: InvalidationMarker | null) => freshness(entry.renderedAt, marker, ctx.env, Date.now(), outdatedAt(entry))
  const known = rememberedPages.get(key)
  if (known) {
    const marker = await readInvalidationMarker(ctx)
    if (stateOf(known, marker) === 'fresh') return { entry: known, freshness: 'fresh', from: 'memory' }
  }
  const [stored, marker] = await Promise.all([read(ctx, key), readInvalidationMarker(ctx)])
  const newer = stored !== null && (!known || stored.renderedAt > known.renderedAt)
  const entry = newer ? remember(key, stored) : (known ?? null)
  return { entry, freshness: entry ? stateOf(entry, marker) : 'stale-if-error', from: newer ? 'KV' : 'memory' }
}

/** Keeps a rendered page in the isolate at once and in KV in the background; the page goes out as the bytes kept. */
async function keep(ctx: CacheScope, key: string, response: Response): Promise<Response> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.has(name)) headers[name] = value
  })
  const metadata: StoredPageMetadata = { headers, renderedAt: Date.now() }
  const { html } = remember(key, { html: new Uint8Array(await response.arrayBuffer()), ...metadata })
  ctx.waitUntil(ctx.env.CONTENT_CACHE.put(key, html, { metadata }).catch((error: unknown) => console.warn('page cache write failed', key, error)))
  return new Response(html, response)
}

/**
 * Published pages, once rendered, are kept per build and path, in KV and in the isolate, under
 * the rule of freshness.ts: a fresh copy is served as it is, a copy older than
 * CONTENT_TTL_SECONDS is served while the page renders again in the background, and a copy older
 * than the last publish, or past its `Expires` (the moment its content changes by itself), is
 * rendered again at once (or served, if rendering fails). Only 200 pages are kept (a random address must not cost a KV
 * write); drafts are never kept.
 */
export async function cachedPage(c: Context<AppEnv>, ctx: CacheScope, path: string, render: () => Promise<Response>): Promise<Response> {
  if (ctx.draft) return render()
  const key = await pageKey(path)
  const started = performance.now()
  const { entry, freshness: state, from } = await lookup(ctx, key)
  const lookupMs = performance.now() - started
  if (entry && state !== 'stale-if-error') {
    setMetric(c, 'content', lookupMs, `rendered page from ${from}`)
    setMetric(c, 'cache', state === 'stale-while-revalidate' ? 'page-stale' : 'page-hit')
    setMetric(c, 'render', 0)
    if (state === 'stale-while-revalidate') {
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
