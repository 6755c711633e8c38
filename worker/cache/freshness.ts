import type { InvalidationMarker } from './InvalidationMarker'

/**
 * What a cached copy is good for:
 * - `fresh`: served as it is;
 * - `stale-while-revalidate`: older than CONTENT_TTL_SECONDS, served while a background refresh runs;
 * - `stale-if-error`: older than the last publish, or past the moment its content changes by
 *   itself (`outdatedAt`: a webinar that has ended), refreshed at once and served only if that fails.
 * No copy ever expires outright: an old copy is what keeps a page up through a Storyblok outage.
 */
export type Freshness = 'fresh' | 'stale-while-revalidate' | 'stale-if-error'

const MS_PER_SECOND = 1000

/** The one freshness rule of every cache layer (content entries, rendered pages, in KV and in the isolate). */
export function freshness(
  storedAt: number,
  marker: InvalidationMarker | null,
  env: Pick<Env, 'CONTENT_TTL_SECONDS'>,
  now = Date.now(),
  outdatedAt: number | null = null,
): Freshness {
  if ((marker !== null && storedAt < marker.at) || (outdatedAt !== null && now >= outdatedAt)) return 'stale-if-error'
  return now - storedAt >= Number(env.CONTENT_TTL_SECONDS) * MS_PER_SECOND ? 'stale-while-revalidate' : 'fresh'
}
