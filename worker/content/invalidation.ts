import type { ContentContext } from './ContentContext'

/** Written by the publish webhook: cached entries fetched before `at` are out of date. */
export interface InvalidationMarker {
  at: number
  /** Storyblok's content version after the publish, passed as `cv` to bypass its CDN cache. */
  cv: number | null
}

const MARKER_KEY = 'content/invalidated'
/**
 * How long an isolate reuses the marker it last read, so a page-cache hit costs one KV read, not
 * two. A publish reaches this isolate at once (the webhook updates it) and every other isolate
 * within this time; KV itself takes up to 60 s to reach other locations.
 */
const MARKER_REUSE_MS = 1_000

/** The last marker this isolate read or wrote (a value, never a promise: I/O is per request). */
let remembered: { marker: InvalidationMarker | null; readAt: number } | undefined

async function readMarker(env: Env): Promise<InvalidationMarker | null> {
  if (remembered && Date.now() - remembered.readAt < MARKER_REUSE_MS) return remembered.marker
  const marker = await env.CONTENT_CACHE.get<InvalidationMarker>(MARKER_KEY, 'json')
  remembered = { marker, readAt: Date.now() }
  return marker
}

/** When content was last invalidated by a publish: read once per request, and at most once a second per isolate. */
export function readInvalidationMarker(ctx: ContentContext): Promise<InvalidationMarker | null> {
  ctx.marker ??= readMarker(ctx.env)
  return ctx.marker
}

/** Forgets the marker this isolate remembers (for tests that empty KV). */
export function forgetRememberedMarker(): void {
  remembered = undefined
}

export async function writeInvalidationMarker(env: Env, marker: InvalidationMarker): Promise<void> {
  await env.CONTENT_CACHE.put(MARKER_KEY, JSON.stringify(marker))
  remembered = { marker, readAt: Date.now() }
}
