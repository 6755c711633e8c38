import type { InvalidationMarker } from './InvalidationMarker'
import { rememberedMarker } from './isolateMemory'

const MARKER_KEY = 'content/invalidated'
/**
 * How long an isolate reuses the marker it last read, so a page-cache hit costs one KV read, not
 * two. A publish reaches this isolate at once (the webhook updates it) and every other isolate
 * within this time; KV itself takes up to 60 s to reach other locations.
 */
const MARKER_REUSE_MS = 1_000

/** The part of a request's cache scope the marker needs (the scope keeps the request's one read). */
interface MarkerScope {
  env: Env
  marker?: Promise<InvalidationMarker | null>
}

async function readMarker(env: Env): Promise<InvalidationMarker | null> {
  const known = rememberedMarker.get(MARKER_KEY)
  if (known && Date.now() - known.readAt < MARKER_REUSE_MS) return known.marker
  const marker = await env.CONTENT_CACHE.get<InvalidationMarker>(MARKER_KEY, 'json')
  rememberedMarker.set(MARKER_KEY, { marker, readAt: Date.now() }, MARKER_KEY.length)
  return marker
}

/** When content was last invalidated by a publish: read once per request, and at most once a second per isolate. */
export function readInvalidationMarker(scope: MarkerScope): Promise<InvalidationMarker | null> {
  scope.marker ??= readMarker(scope.env)
  return scope.marker
}

export async function writeInvalidationMarker(env: Env, marker: InvalidationMarker): Promise<void> {
  await env.CONTENT_CACHE.put(MARKER_KEY, JSON.stringify(marker))
  rememberedMarker.set(MARKER_KEY, { marker, readAt: Date.now() }, MARKER_KEY.length)
}
