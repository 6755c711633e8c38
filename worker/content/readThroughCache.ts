import type { ContentContext } from './ContentContext'
import { readInvalidationMarker, type InvalidationMarker } from './invalidation'
import { kvKey } from './kvKey'
import { RememberedEntries } from './RememberedEntries'

interface CacheEntry<T> {
  data: T
  fetchedAt: number
}

const KEY_PREFIX = 'content/v1/'
/** How much parsed content (as JSON bytes) an isolate keeps between requests. */
const REMEMBERED_BYTES = 16 * 1024 * 1024

/**
 * The entries this isolate last read from or wrote to KV: a fresh one is served without a KV
 * read or a JSON parse. It follows the same rules as KV (freshness, the publish marker), and
 * an outdated one is read from KV again, where another isolate may have refreshed it.
 */
const remembered = new RememberedEntries<CacheEntry<unknown>>(REMEMBERED_BYTES)

/** How much of what Storyblok said does not exist an isolate keeps (keys and all), apart, so misses never push out content. */
const REMEMBERED_ABSENT_BYTES = 1024 * 1024
/** A rejected result's size besides its key: it is `null` or an empty page. */
const ABSENT_ENTRY_BYTES = 64

/**
 * Results `keep` rejected (a story that does not exist, a page past the end of a list), kept by
 * this isolate only, under the same TTL and publish rules, never in KV: a route that tries two
 * stories does not ask Storyblok for the missing one on every render.
 */
const rememberedAbsent = new RememberedEntries<CacheEntry<unknown>>(REMEMBERED_ABSENT_BYTES)

/** Forgets what this isolate remembers of KV and of Storyblok's misses (for tests that empty KV). */
export function forgetRememberedContent(): void {
  remembered.clear()
  rememberedAbsent.clear()
}

/**
 * Remembers an entry read or written as `json`. Content equal to what the isolate already holds
 * keeps its objects (with the new fetch time): a publish refetches everything, and what was
 * derived from unchanged content (compacted settings, teasers, the shell's markup) still holds.
 */
function remember<T>(key: string, entry: CacheEntry<T>, json: string): CacheEntry<T> {
  const previous = remembered.get(key) as CacheEntry<T> | undefined
  const unchanged = previous !== undefined && JSON.stringify({ data: previous.data, fetchedAt: entry.fetchedAt }) === json
  const kept = unchanged ? { data: previous.data, fetchedAt: entry.fetchedAt } : entry
  remembered.set(key, kept, json.length)
  rememberedAbsent.delete(key)
  return kept
}

async function readEntry<T>(ctx: ContentContext, key: string): Promise<CacheEntry<T> | null> {
  const text = await ctx.env.CONTENT_CACHE.get(key, 'text')
  if (text === null) return null
  return remember(key, JSON.parse(text) as CacheEntry<T>, text)
}

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
    remembered.delete(key)
    rememberedAbsent.set(key, { data, fetchedAt: Date.now() }, key.length + ABSENT_ENTRY_BYTES)
    if (cached) await ctx.env.CONTENT_CACHE.delete(key).catch((error: unknown) => console.warn('content cache delete failed', key, error))
    return data
  }
  const entry: CacheEntry<T> = { data, fetchedAt: Date.now() }
  const json = JSON.stringify(entry)
  // No expiry: an old copy is what keeps a page up through a Storyblok outage.
  await ctx.env.CONTENT_CACHE.put(key, json).catch((error: unknown) => console.warn('content cache write failed', key, error))
  return remember(key, entry, json).data
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
  const invalidated = (entry: CacheEntry<T>, marker: InvalidationMarker | null) => marker !== null && entry.fetchedAt < marker.at
  const expired = (entry: CacheEntry<T>) => Date.now() - entry.fetchedAt >= Number(ctx.env.CONTENT_TTL_SECONDS) * 1000
  const known = (remembered.get(fullKey) ?? rememberedAbsent.get(fullKey)) as CacheEntry<T> | undefined
  const [read, marker] = await Promise.all([known ?? readEntry<T>(ctx, fullKey), readInvalidationMarker(ctx)])
  const entry = known && (invalidated(known, marker) || expired(known)) ? await readEntry<T>(ctx, fullKey) : read
  if (!entry) {
    const data = await refresh(ctx, fullKey, load, marker, keep, false)
    ctx.statuses.push('miss')
    return data
  }
  if (!invalidated(entry, marker) && !expired(entry)) {
    ctx.statuses.push('hit')
    return entry.data
  }
  if (!invalidated(entry, marker)) {
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
