import type { CacheScope } from './CacheScope'
import { freshness } from './freshness'
import type { InvalidationMarker } from './InvalidationMarker'
import { readInvalidationMarker } from './invalidationMarkerStore'
import { rememberedAbsent, rememberedContent, type StoredContent } from './isolateMemory'
import { kvKey } from './kvKey'

const KEY_PREFIX = 'content/v1/'
/** A rejected result's size besides its key: it is `null` or an empty page. */
const ABSENT_ENTRY_BYTES = 64

/**
 * Remembers an entry read or written as `json`. Content equal to what the isolate already holds
 * keeps its objects (with the new fetch time): a publish refetches everything, and what was
 * derived from unchanged content (compacted settings, teasers, the shell's markup) still holds.
 */
function remember<T>(key: string, entry: StoredContent<T>, json: string): StoredContent<T> {
  const previous = rememberedContent.get(key) as StoredContent<T> | undefined
  const unchanged = previous !== undefined && JSON.stringify({ data: previous.data, fetchedAt: entry.fetchedAt }) === json
  const kept = unchanged ? { data: previous.data, fetchedAt: entry.fetchedAt } : entry
  rememberedContent.set(key, kept, json.length)
  rememberedAbsent.delete(key)
  return kept
}

async function readEntry<T>(ctx: CacheScope, key: string): Promise<StoredContent<T> | null> {
  const text = await ctx.env.CONTENT_CACHE.get(key, 'text')
  if (text === null) return null
  return remember(key, JSON.parse(text) as StoredContent<T>, text)
}

/** Which results KV keeps; the others are read again each time (see readThroughCache). */
export type KeepInCache<T> = (data: T) => boolean

const keepAll = () => true

async function refresh<T>(
  ctx: CacheScope,
  key: string,
  load: (cv?: number) => Promise<T>,
  marker: InvalidationMarker | null,
  keep: KeepInCache<T>,
  cached: boolean,
): Promise<T> {
  const data = await load(marker?.cv ?? undefined)
  if (!keep(data)) {
    // What was there is gone (unpublished, deleted): forget it rather than serve it again.
    rememberedContent.delete(key)
    rememberedAbsent.set(key, { data, fetchedAt: Date.now() }, key.length + ABSENT_ENTRY_BYTES)
    if (cached) await ctx.env.CONTENT_CACHE.delete(key).catch((error: unknown) => console.warn('content cache delete failed', key, error))
    return data
  }
  const entry: StoredContent<T> = { data, fetchedAt: Date.now() }
  const json = JSON.stringify(entry)
  // No expiry: an old copy is what keeps a page up through a Storyblok outage.
  await ctx.env.CONTENT_CACHE.put(key, json).catch((error: unknown) => console.warn('content cache write failed', key, error))
  return remember(key, entry, json).data
}

/**
 * Published content through KV: fresh entries are served as they are; entries older than
 * CONTENT_TTL_SECONDS are served while a background refresh runs; entries older than the last
 * publish are refetched at once; any entry is served when Storyblok fails (freshness.ts). Drafts skip KV.
 * Results `keep` rejects (a story that does not exist, a page past the end of a list) are never
 * written: a random address must not cost a KV write or fill KV for ever.
 */
export async function readThroughCache<T>(ctx: CacheScope, key: string, load: (cv?: number) => Promise<T>, keep: KeepInCache<T> = keepAll): Promise<T> {
  if (ctx.draft) {
    ctx.statuses.push('bypass')
    return load()
  }
  const fullKey = await kvKey(KEY_PREFIX, key)
  const stateOf = (entry: StoredContent<T>, marker: InvalidationMarker | null) => freshness(entry.fetchedAt, marker, ctx.env)
  const known = (rememberedContent.get(fullKey) ?? rememberedAbsent.get(fullKey)) as StoredContent<T> | undefined
  const [read, marker] = await Promise.all([known ?? readEntry<T>(ctx, fullKey), readInvalidationMarker(ctx)])
  // The isolate's copy is only a shortcut to KV's: once it is not fresh, KV may hold a newer one.
  const entry = known && stateOf(known, marker) !== 'fresh' ? await readEntry<T>(ctx, fullKey) : read
  if (!entry) {
    const data = await refresh(ctx, fullKey, load, marker, keep, false)
    ctx.statuses.push('miss')
    return data
  }
  switch (stateOf(entry, marker)) {
    case 'fresh':
      ctx.statuses.push('hit')
      return entry.data
    case 'stale-while-revalidate':
      ctx.statuses.push('stale')
      ctx.waitUntil(refresh(ctx, fullKey, load, marker, keep, true).catch((error: unknown) => console.warn('background refresh failed', key, error)))
      return entry.data
    case 'stale-if-error':
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
}
