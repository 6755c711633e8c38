import type { Context } from 'hono'
import { setMetric } from 'hono/timing'
import type { AppEnv } from '../config/AppEnv'
import { assetManifest } from '../config/assetManifest'
import type { CacheScope } from './CacheScope'
import { freshness, type Freshness } from './freshness'
import type { InvalidationMarker } from './InvalidationMarker'
import { readInvalidationMarker } from './invalidationMarkerStore'
import { lastTouch } from './Invalidations'
import { rememberedPages, type StoredPage } from './isolateMemory'
import { cacheTagHeader } from './cacheTagHeader'
import { kvKey } from './kvKey'
import { fromStoredBytes, toStoredBytes } from './storedPageBytes'
import { SharedFlights } from './SharedFlights'

/** A page's headers and time, besides its body, as counted against the isolate's page budget. */
const ENTRY_OVERHEAD_BYTES = 1024

function remember(key: string, entry: StoredPage): StoredPage {
  rememberedPages.set(key, entry, entry.html.byteLength + ENTRY_OVERHEAD_BYTES)
  return entry
}

const OK = 200
/** A page entry in KV expires after a week: the pages of old builds age out; a page read that often is rendered again long before. */
const PAGE_ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60
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
  return kvKey(`page/v2/${assetManifest.buildId}`, path)
}

/** When a kept page's content changes by itself (its `Expires`, pageResponse), else null. */
function outdatedAt(entry: StoredPage): number | null {
  const expires = Date.parse(entry.headers.expires ?? '')
  return Number.isNaN(expires) ? null : expires
}

function replay(entry: StoredPage, status = OK): Response {
  return new Response(entry.html, { status, headers: entry.headers })
}

async function read(ctx: CacheScope, key: string): Promise<StoredPage | null> {
  const value = await ctx.env.CONTENT_CACHE.get(key, 'arrayBuffer')
  return value ? fromStoredBytes(new Uint8Array(value)) : null
}

interface Lookup {
  /** Null when neither KV nor the isolate has a copy: the page is rendered, as for an outdated one. */
  entry: StoredPage | null
  freshness: Freshness
  from: 'memory' | 'KV'
}

/** The isolate's copy when it is fresh, else the newer of KV's and the isolate's. */
async function lookup(ctx: CacheScope, key: string): Promise<Lookup> {
  const stateOf = (entry: StoredPage, marker: InvalidationMarker | null) =>
    freshness({ storedAt: entry.renderedAt, seen: entry.seen, tags: entry.tags, outdatedAt: outdatedAt(entry) }, marker, ctx.env)
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

/** A rendered answer as the requests that share its render replay it: its status, and its bytes and headers as kept. */
interface Rendered {
  status: number
  page: StoredPage
}

/** Whether an answer may be kept for every visitor: it sets no cookie and says neither `private` nor `no-store`. */
function sharedAnswer(headers: Headers): boolean {
  return !headers.has('set-cookie') && !/\b(private|no-store)\b/i.test(headers.get('cache-control') ?? '')
}

/** Drops the kept copy of a page whose address now answers otherwise (its story deleted, unpublished or moved). */
function forget(ctx: CacheScope, key: string): void {
  rememberedPages.delete(key)
  ctx.waitUntil(ctx.env.CONTENT_CACHE.delete(key).catch((error: unknown) => console.warn('page cache delete failed', key, error)))
}

/**
 * Reads a rendered answer into bytes, with what it was built from (the tags of every content
 * entry its render read, also its `Cache-Tag` header, whatever its status). A 200 is kept: in the isolate at once and
 * in KV in the background. Any other answer (a 404, a 503) is only shared with the requests
 * waiting for the same render, never kept: a random address must not cost a KV write. Where a
 * copy was `kept`, an answer that is not a failure (a 404, a 410, a redirect) replaces it: the
 * copy is dropped, so a story gone from Storyblok does not live on in the cache.
 */
async function collect(ctx: CacheScope, key: string, path: string, response: Response, kept: boolean): Promise<Rendered> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.has(name)) headers[name] = value
  })
  const tags = [...ctx.tags].sort()
  const html = new Uint8Array(await response.arrayBuffer())
  // The marker this request looked the page up with, before the render: a publish during the render leaves the page out of date.
  const seen = lastTouch(await readInvalidationMarker(ctx))
  // Workers Cache keeps a 404 a minute too: a publish at its address purges it by the tags its render read.
  headers['cache-tag'] = cacheTagHeader(tags, path)
  if (response.status !== OK || html.byteLength === 0) {
    if (kept && response.status < 500) forget(ctx, key)
    return { status: response.status, page: { html, headers, renderedAt: Date.now(), seen, tags } }
  }
  // An answer about one visitor (a cookie it sets, or marked private or no-store) is never kept for the next.
  if (!sharedAnswer(response.headers)) return { status: OK, page: { html, headers, renderedAt: Date.now(), seen, tags } }
  const page = remember(key, { html, headers, renderedAt: Date.now(), seen, tags })
  // A query (the open positions' filters) has more forms than KV should keep: the isolate and the edge hold those.
  if (!path.includes('?')) {
    const written = ctx.env.CONTENT_CACHE.put(key, toStoredBytes(page), { expirationTtl: PAGE_ENTRY_TTL_SECONDS })
    ctx.waitUntil(written.catch((error: unknown) => console.warn('page cache write failed', key, error)))
  }
  return { status: OK, page }
}

/** Renders under way in this isolate, by page key. */
const renders = new SharedFlights<Rendered>()

/**
 * The page rendered once per isolate however many requests ask for it at once: the request that
 * renders answers with its own response's headers (its timings), the others with the answer's
 * bytes and headers as collected, whatever its status.
 */
async function renderOnce(ctx: CacheScope, key: string, path: string, render: () => Promise<Response>, kept: boolean): Promise<Response> {
  let own: Response | undefined
  const rendered = await renders.run(
    key,
    async () => {
      own = await render()
      return collect(ctx, key, path, own, kept)
    },
    (work) => ctx.waitUntil(work),
  )
  const { status, page } = rendered
  if (!own) return replay(page, status)
  const response = new Response(page.html, own)
  if (page.headers['cache-tag']) response.headers.set('cache-tag', page.headers['cache-tag'])
  return response
}

/**
 * Published pages, once rendered, are kept per build and path, in KV and in the isolate, under
 * the rule of freshness.ts: a fresh copy is served as it is, a copy older than
 * CONTENT_TTL_SECONDS is served while the page renders again in the background, and a copy older
 * than the last publish, or past its `Expires` (the moment its content changes by itself), is
 * rendered again at once (or served, if rendering fails). Only 200 pages are kept (a random address must not cost a KV
 * write), and in KV only pages without a query (filters have more combinations than KV should hold), for a week;
 * drafts are never kept. A page is rendered once per isolate however many requests ask
 * for it at once (renderOnce), and a stale one is rendered again in the background only once,
 * from content read again where it is past its TTL too; when its address then answers a 404, a
 * 410 or a redirect (its story deleted or moved without a webhook), the kept copy is dropped.
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
    if (state === 'stale-while-revalidate' && ctx.roomForBackgroundReads()) {
      // One background render per isolate: requests that find it under way are served this copy too.
      renders
        .run(
          key,
          () =>
            afterResponse()
              .then(() => {
                ctx.renderingInBackground = true
                return render()
              })
              .then((response) => collect(ctx, key, path, response, true)),
          (work) => ctx.waitUntil(work),
        )
        .catch((error: unknown) => console.warn('background render failed', path, error))
    }
    return replay(entry)
  }
  setMetric(c, 'page-lookup', lookupMs)
  let response: Response
  try {
    response = await renderOnce(ctx, key, path, render, entry !== null)
  } catch (error) {
    if (!entry) throw error
    console.warn('serving the last rendered page after a failed render', path, error)
    return replay(entry)
  }
  return entry && response.status >= 500 ? replay(entry) : response
}
