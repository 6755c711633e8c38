/** Every Cache-Control value the worker sends, one per rule. */
export const CACHE_CONTROL = {
  /**
   * Published pages, feeds, sitemaps and their 404s: any cache may keep them but must ask again
   * on each use, so a publish shows at once (the worker's own caches answer that question fast).
   */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Drafts, failures, pages about one visitor (a submission, a link) and per-visitor redirects: never stored. */
  noStore: 'private, no-store',
  /** Permanent redirects and robots.txt (which changes only with a deploy): an hour, so a changed rule reaches visitors the same day. */
  hour: 'public, max-age=3600',
  /** The build a browser should run: revalidated on every use. */
  noCache: 'no-cache',
} as const

/** How long Workers Cache keeps a published 200 before it asks the renderer again: publishes purge it sooner (worker/edge/). */
const EDGE_MAX_AGE_SECONDS = 3600
/** A 404 or 410: a minute, so that a flood of random paths is answered at the edge; a publish at that path purges it sooner. */
const EDGE_MISSING_MAX_AGE_SECONDS = 60
/** Once expired, the edge copy is served for this long while one request renders it again. */
const EDGE_STALE_WHILE_REVALIDATE_SECONDS = 60
/** While the renderer fails (Storyblok down and KV cold), the edge serves its last copy for a day. */
const EDGE_STALE_IF_ERROR_SECONDS = 86_400
const MISSING = new Set([404, 410])

/**
 * The `Cloudflare-CDN-Cache-Control` of a renderer's answer (docs/decisions/workers-cache.md), or
 * null for an answer the edge keeps by its own Cache-Control (redirects an hour) or never (private,
 * no-store). Published answers are kept until a publish purges them, an hour at most, and served
 * stale while they render again or while rendering fails: never with `s-maxage` or
 * `must-revalidate`, which would turn stale serving off. A page whose content changes by itself
 * (its `Expires`) is kept until then. Browsers go by Cache-Control and keep revalidating.
 */
export function edgeCacheControl(status: number, cacheControl: string | null, expires: string | null, now: number): string | null {
  if (cacheControl !== CACHE_CONTROL.revalidate) return null
  const until = expires ? Math.floor((Date.parse(expires) - now) / 1000) : Number.POSITIVE_INFINITY
  const longest = MISSING.has(status) ? EDGE_MISSING_MAX_AGE_SECONDS : EDGE_MAX_AGE_SECONDS
  const maxAge = Math.max(0, Math.min(longest, Number.isNaN(until) ? longest : until))
  return `max-age=${maxAge}, stale-while-revalidate=${EDGE_STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${EDGE_STALE_IF_ERROR_SECONDS}`
}
