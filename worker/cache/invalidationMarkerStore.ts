import type { InvalidationMarker } from './InvalidationMarker'
import { rememberedMarker } from './isolateMemory'

const MARKER_KEY = 'content/invalidated'
/**
 * How long an isolate reuses the marker it last read, so a page-cache hit costs one KV read, not
 * two. A publish reaches this isolate at once (the webhook updates it) and every other isolate
 * within this time; KV itself takes up to 60 s to reach other locations.
 */
const MARKER_REUSE_MS = 1_000
/**
 * The most tags the marker names (about 50 KB): past it, the longest untouched ones are folded
 * into `at`, so what they tagged is out of date with everything older: a big push costs more
 * renders, never a stale page.
 */
const MAX_MARKED_TAGS = 1_000

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

/** What publishes have made out of date: read once per request, and at most once a second per isolate. */
export function readInvalidationMarker(scope: MarkerScope): Promise<InvalidationMarker | null> {
  scope.marker ??= readMarker(scope.env)
  return scope.marker
}

/**
 * Stores the marker as it is, and this isolate knows it at once.
 * @internal tests also set a marker directly: everything out of date from a moment just ahead.
 */
export async function writeInvalidationMarker(env: Env, marker: InvalidationMarker): Promise<void> {
  await env.CONTENT_CACHE.put(MARKER_KEY, JSON.stringify(marker))
  rememberedMarker.set(MARKER_KEY, { marker, readAt: Date.now() }, MARKER_KEY.length)
}

/** The marker with `tags` touched at `now`, folding the longest untouched tags into `at` past MAX_MARKED_TAGS. */
function withTouched(marker: InvalidationMarker | null, tags: readonly string[], now: number, cv: number | null): InvalidationMarker {
  const touched = Object.entries({ ...marker?.tags, ...Object.fromEntries(tags.map((tag) => [tag, now])) }).sort(([, a], [, b]) => b - a)
  const folded = touched.slice(MAX_MARKED_TAGS)
  const at = Math.max(marker?.at ?? 0, ...folded.map(([, time]) => time))
  return { at, cv: cv ?? marker?.cv ?? null, tags: Object.fromEntries(touched.slice(0, MAX_MARKED_TAGS).filter(([, time]) => time > at)) }
}

/**
 * Marks `tags` (or everything) out of date as of now. The marker is read, changed and written
 * back: two webhooks at the same moment in two places can each miss the other's tags, whose
 * copies then stay until CONTENT_TTL_SECONDS (docs/decisions/publish-touches-its-tags.md).
 */
export async function touchInvalidationMarker(env: Env, touched: readonly string[] | 'everything', cv: number | null): Promise<InvalidationMarker> {
  const now = Date.now()
  const current = await env.CONTENT_CACHE.get<InvalidationMarker>(MARKER_KEY, 'json')
  const marker = touched === 'everything' ? { at: now, cv: cv ?? current?.cv ?? null, tags: {} } : withTouched(current, touched, now, cv)
  await writeInvalidationMarker(env, marker)
  return marker
}

/**
 * Stores the space's content version where no publish has stored one yet (knownContentVersion):
 * every isolate then reads with it. Nothing is made out of date.
 */
export async function recordContentVersion(env: Env, cv: number): Promise<void> {
  const current = await env.CONTENT_CACHE.get<InvalidationMarker>(MARKER_KEY, 'json')
  if (current?.cv) return
  await writeInvalidationMarker(env, { at: current?.at ?? 0, cv, tags: current?.tags ?? {} }).catch((error: unknown) =>
    console.warn('content version write failed', MARKER_KEY, error),
  )
}
