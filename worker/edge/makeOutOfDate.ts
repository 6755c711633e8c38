import { EVERYTHING_TAG, TOO_MANY_TAGS } from '../cache/cacheTagHeader'
import { touchInvalidationMarker } from '../cache/invalidationMarkerStore'
import { purgeQueue } from './PurgeQueue'
import type { TouchedByEvent } from '../webhooks/tagsOfEvent'

/** What became of the Workers Cache purge: queued, or not (the edge copies then stay until their max-age). */
export type PurgeOutcome = 'queued' | 'failed'

/**
 * Makes out of date what a change touched, in KV and every isolate of every location (the
 * invalidation marker: this throws when it cannot be written), and, within seconds, in Workers Cache (the purge queue,
 * merged with other changes' and sent within its rate limit). A response whose tags did not fit
 * its header carries TOO_MANY_TAGS instead: purged by every change.
 */
export async function makeOutOfDate(env: Env, touched: TouchedByEvent, cv: number | null): Promise<PurgeOutcome> {
  const tags = touched === 'everything' ? 'everything' : touched.tags
  await touchInvalidationMarker(env, tags, cv)
  return purgeQueue(env)
    .enqueue(tags === 'everything' ? [EVERYTHING_TAG] : [...tags, TOO_MANY_TAGS])
    .then(
      () => 'queued' as const,
      (error: unknown) => {
        console.error('the purge could not be queued: edge copies stay until their max-age (an hour)', error)
        return 'failed' as const
      },
    )
}
