import type { InvalidationMarker } from './InvalidationMarker'
import { invalidations } from './Invalidations'
import { rememberedMarker } from './isolateMemory'

/** The marker's name in the isolate's memory. */
const MARKER_KEY = 'invalidation-marker'
/**
 * How long an isolate reuses the marker it last read, so a request costs at most one read of it a
 * second. A publish reaches this isolate at once (the webhook updates it) and every other isolate,
 * in every location, within this time.
 */
export const MARKER_REUSE_MS = 1_000

/** The part of a request's cache scope the marker needs (the scope keeps the request's one read). */
interface MarkerScope {
  env: Env
  marker?: Promise<InvalidationMarker | null>
}

/** The marker as this isolate knows it from now on. */
function know<M extends InvalidationMarker | null>(marker: M): M {
  rememberedMarker.set(MARKER_KEY, { marker, readAt: Date.now() }, MARKER_KEY.length)
  return marker
}

/**
 * The marker from its Durable Object; when that cannot answer, the last one this isolate knew (or
 * none), asked for again a second later: the site stays up on its copies, and requests do not
 * queue behind an object that is down.
 */
async function readMarker(env: Env): Promise<InvalidationMarker | null> {
  const known = rememberedMarker.get(MARKER_KEY)
  if (known && Date.now() - known.readAt < MARKER_REUSE_MS) return known.marker
  try {
    return know(await invalidations(env).read())
  } catch (error) {
    console.warn(`the invalidation marker could not be read, the copies kept are served as they are: ${String(error)}`)
    return know(known?.marker ?? null)
  }
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
  await invalidations(env).write(marker)
  know(marker)
}

/** Marks `tags` (or everything) out of date as of now (throws when the marker cannot be written); this isolate knows it at once. */
export async function touchInvalidationMarker(env: Env, touched: readonly string[] | 'everything', cv: number | null): Promise<InvalidationMarker> {
  return know(await invalidations(env).touch(touched, cv))
}

/**
 * Stores the space's content version where no publish has stored one yet (knownContentVersion):
 * every isolate then reads with it. Nothing is made out of date.
 */
export async function recordContentVersion(env: Env, cv: number): Promise<void> {
  await invalidations(env)
    .recordContentVersion(cv)
    .then(know, (error: unknown) => console.warn(`content version write failed: ${String(error)}`))
}
