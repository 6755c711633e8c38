import type { ContentContext } from './ContentContext'
import { readInvalidationMarker, type InvalidationMarker } from './invalidation'
import { kvKey } from './kvKey'

interface CacheEntry<T> {
  data: T
  fetchedAt: number
}

const KEY_PREFIX = 'content/v1/'

/** Which results KV keeps; the others are read again each time (see readThroughCache). */
export type KeepInCache<T> = (data: T) => boolean

const keepAll = () => true

async function refresh<T>(
  ctx: ContentContext,
  key: string,
  load: (cv?: number) => Promise<T>,
  marker: InvalidationMarker | null,
  keep: KeepInCache<T>,
  cached: boolean,
): Promise<T> {
  const data = await load(marker?.cv ?? undefined)
  if (!keep(data)) {
    // What was there is gone (unpublished, deleted): forget it rather than serve it again.
    if (cached) await ctx.env.CONTENT_CACHE.delete(key).catch((error: unknown) => console.warn('content cache delete failed', key, error))
    return data
  }
  const entry: CacheEntry<T> = { data, fetchedAt: Date.now() }
  // No expiry: an old copy is what keeps a page up through a Storyblok outage.
  await ctx.env.CONTENT_CACHE.put(key, JSON.stringify(entry)).catch((error: unknown) => console.warn('content cache write failed', key, error))
  return data
}

/**
 * Published content through KV: fresh entries are served as they are; entries older than
 * CONTENT_TTL_SECONDS are served while a background refresh runs; entries older than the last
 * publish are refetched at once; any entry is served when Storyblok fails. Drafts skip KV.
 * Results `keep` rejects (a story that does not exist, a page past the end of a list) are never
 * written: a random address must not cost a KV write or fill KV for ever.
 */
export async function readThroughCache<T>(ctx: ContentContext, key: string, load: (cv?: number) => Promise<T>, keep: KeepInCache<T> = keepAll): Promise<T> {
  if (ctx.draft) {
    ctx.statuses.push('bypass')
    return load()
  }
  const fullKey = await kvKey(KEY_PREFIX, key)
  const [entry, marker] = await Promise.all([ctx.env.CONTENT_CACHE.get<CacheEntry<T>>(fullKey, 'json'), readInvalidationMarker(ctx)])
  if (!entry) {
    const data = await refresh(ctx, fullKey, load, marker, keep, false)
    ctx.statuses.push('miss')
    return data
  }
  const invalidated = marker !== null && entry.fetchedAt < marker.at
  const expired = Date.now() - entry.fetchedAt >= Number(ctx.env.CONTENT_TTL_SECONDS) * 1000
  if (!invalidated && !expired) {
    ctx.statuses.push('hit')
    return entry.data
  }
  if (!invalidated) {
    ctx.statuses.push('stale')
    ctx.waitUntil(refresh(ctx, fullKey, load, marker, keep, true).catch((error: unknown) => console.warn('background refresh failed', key, error)))
    return entry.data
  }
  try {
    const data = await refresh(ctx, fullKey, load, marker, keep, true)
    ctx.statuses.push('miss')
    return data
  } catch (error) {
    console.warn('serving stale content after a failed refresh', key, error)
    ctx.statuses.push('stale-if-error')
    return entry.data
  }
}
