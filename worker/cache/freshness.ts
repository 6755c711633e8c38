import type { InvalidationMarker } from './InvalidationMarker'

/**
 * What a cached copy is good for:
 * - `fresh`: served as it is;
 * - `stale-while-revalidate`: older than CONTENT_TTL_SECONDS, served while a background refresh runs;
 * - `stale-if-error`: older than a publish that touched what it was built from (its tags, or
 *   everything), or past the moment its content changes by itself (`outdatedAt`: a webinar that
 *   has ended), refreshed at once and served only if that fails.
 * No copy ever expires outright: an old copy is what keeps a page up through a Storyblok outage.
 */
export type Freshness = 'fresh' | 'stale-while-revalidate' | 'stale-if-error'

const MS_PER_SECOND = 1000

/** Whether a publish since `storedAt` touched everything or one of `tags`. */
function touchedSince(storedAt: number, tags: readonly string[], marker: InvalidationMarker | null): boolean {
  if (marker === null) return false
  if (storedAt < marker.at) return true
  const touched = marker.tags ?? {}
  return tags.some((tag) => (touched[tag] ?? 0) > storedAt)
}

/** The one freshness rule of every cache layer (content entries, rendered pages, in KV and in the isolate). */
export function freshness(
  storedAt: number,
  marker: InvalidationMarker | null,
  env: Pick<Env, 'CONTENT_TTL_SECONDS'>,
  now = Date.now(),
  outdatedAt: number | null = null,
  tags: readonly string[] = [],
): Freshness {
  if (touchedSince(storedAt, tags, marker) || (outdatedAt !== null && now >= outdatedAt)) return 'stale-if-error'
  return now - storedAt >= Number(env.CONTENT_TTL_SECONDS) * MS_PER_SECOND ? 'stale-while-revalidate' : 'fresh'
}
