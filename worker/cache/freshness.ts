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

/** A kept copy (a content entry, a rendered page) as the rule reads it. */
export interface KeptCopy {
  /** When it was stored (ms): its TTL counts from here. */
  storedAt: number
  /**
   * The last touch of the marker that the read or render which made it saw (lastTouch): any touch
   * after it came while the copy was made, or since, so the copy may not hold it. Copies kept
   * before copies recorded it are compared by `storedAt`.
   */
  seen?: number
  /** What it was built from (contentTag names). */
  tags?: readonly string[]
  /** When its content changes by itself, or null. */
  outdatedAt?: number | null
}

const MS_PER_SECOND = 1000

/** Whether a publish touched everything, or one of the copy's tags, after the marker its making saw. */
function touchedSince({ storedAt, seen = storedAt, tags = [] }: KeptCopy, marker: InvalidationMarker | null): boolean {
  if (marker === null) return false
  if (marker.at > seen) return true
  const touched = marker.tags ?? {}
  return tags.some((tag) => (touched[tag] ?? 0) > seen)
}

/** The one freshness rule of every cache layer (content entries, rendered pages, in KV and in the isolate). */
export function freshness(copy: KeptCopy, marker: InvalidationMarker | null, env: Pick<Env, 'CONTENT_TTL_SECONDS'>, now = Date.now()): Freshness {
  if (touchedSince(copy, marker) || (copy.outdatedAt != null && now >= copy.outdatedAt)) return 'stale-if-error'
  return now - copy.storedAt >= Number(env.CONTENT_TTL_SECONDS) * MS_PER_SECOND ? 'stale-while-revalidate' : 'fresh'
}
