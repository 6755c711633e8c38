import { EVERYTHING_TAG, TOO_MANY_TAGS } from './cacheTagHeader'

/** Workers Cache's purge, on the execution context where the runtime has it (the pinned local workerd has not). */
interface WorkersCache {
  purge(options: { tags: string[] }): Promise<unknown>
}

/** What became of the Workers Cache purge: off (WORKERS_CACHE_PURGE), not in this runtime, done, or failed (logged). */
export type PurgeOutcome = 'off' | 'unavailable' | 'purged' | 'failed'

function workersCache(executionCtx: object): WorkersCache | null {
  const cache = (executionCtx as { cache?: Partial<WorkersCache> }).cache
  return typeof cache?.purge === 'function' ? (cache as WorkersCache) : null
}

/**
 * Purges what an event touched from Workers Cache, the tiered cache in front of the Worker
 * (docs/decisions/workers-cache-purge.md): the event's tags and the responses whose tags did not
 * fit their header, or every tagged response. Off unless WORKERS_CACHE_PURGE is "on"; KV's pages
 * and entries are invalidated either way (touchInvalidationMarker).
 */
export async function purgeWorkersCache(
  env: Pick<Env, 'WORKERS_CACHE_PURGE'>,
  executionCtx: object,
  touched: readonly string[] | 'everything',
): Promise<PurgeOutcome> {
  if (env.WORKERS_CACHE_PURGE !== 'on') return 'off'
  const cache = workersCache(executionCtx)
  if (!cache) return 'unavailable'
  const tags = touched === 'everything' ? [EVERYTHING_TAG] : [...touched, TOO_MANY_TAGS]
  try {
    await cache.purge({ tags })
    return 'purged'
  } catch (error) {
    console.error('Workers Cache purge failed: its copies stay until their max-age', tags, error)
    return 'failed'
  }
}
