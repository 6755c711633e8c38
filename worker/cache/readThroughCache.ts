import type { CacheScope } from './CacheScope'
import { freshness } from './freshness'
import type { InvalidationMarker } from './InvalidationMarker'
import { readInvalidationMarker } from './invalidationMarkerStore'
import { lastTouch } from './Invalidations'
import { rememberedAbsent, rememberedContent, type StoredContent } from './isolateMemory'
import { contentKvKey } from './contentKvKey'
import { SharedFlights } from './SharedFlights'

/** A rejected result's size besides its key and tags: it is `null` or an empty page. */
const ABSENT_ENTRY_BYTES = 64

/**
 * Remembers an entry read or written as `json`. Content equal to what the isolate already holds
 * keeps its objects (with the new fetch time): a publish refetches what it touched, and what was
 * derived from unchanged content (compacted settings, teasers, the shell's markup) still holds.
 */
function remember<T>(key: string, entry: StoredContent<T>, json: string): StoredContent<T> {
  const previous = rememberedContent.get(key) as StoredContent<T> | undefined
  const unchanged = previous !== undefined && JSON.stringify({ ...entry, data: previous.data }) === json
  const kept = unchanged ? { ...entry, data: previous.data } : entry
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
type KeepInCache<T> = (data: T) => boolean

/** One read of content: what it loads from Storyblok, what it is built from, and which answers are kept. */
export interface ContentRead<T> {
  load: (cv?: number) => Promise<T>
  /** What the answer was built from (contentTag): a publish that touches one of them makes it out of date. */
  tags: (data: T) => readonly string[]
  /** Which answers KV keeps; by default all. */
  keep?: KeepInCache<T>
}

/** Reads of Storyblok under way in this isolate, by KV key: concurrent requests for one entry share one read. */
const reads = new SharedFlights<StoredContent>()

async function readAndStore<T>(
  ctx: CacheScope,
  key: string,
  read: ContentRead<T>,
  marker: InvalidationMarker | null,
  cached: boolean,
): Promise<StoredContent<T>> {
  const data = await read.load(marker?.cv ?? undefined)
  // `seen`: a publish while Storyblok answered leaves this entry out of date, however late it is stored.
  const entry: StoredContent<T> = { data, fetchedAt: Date.now(), seen: lastTouch(marker), tags: [...read.tags(data)] }
  if (!(read.keep ?? (() => true))(data)) {
    // What was there is gone (unpublished, deleted): forget it rather than serve it again.
    rememberedContent.delete(key)
    rememberedAbsent.set(key, entry, key.length + ABSENT_ENTRY_BYTES + String(entry.tags).length)
    if (cached) await ctx.env.CONTENT_CACHE.delete(key).catch((error: unknown) => console.warn('content cache delete failed', key, error))
    return entry
  }
  const json = JSON.stringify(entry)
  // No expiry: an old copy is what keeps a page up through a Storyblok outage.
  await ctx.env.CONTENT_CACHE.put(key, json).catch((error: unknown) => console.warn('content cache write failed', key, error))
  return remember(key, entry, json)
}

/** The entry read again from Storyblok and stored, or the read already under way for it in this isolate. */
function refresh<T>(ctx: CacheScope, key: string, read: ContentRead<T>, marker: InvalidationMarker | null, cached: boolean): Promise<StoredContent<T>> {
  return reads.run(
    key,
    () => readAndStore(ctx, key, read, marker, cached),
    (work) => ctx.waitUntil(work),
  ) as Promise<StoredContent<T>>
}

/** An entry's tags; an entry stored before entries had tags gets them from its data, as a new one would. */
function tagsOf<T>(entry: StoredContent<T>, read: ContentRead<T>): readonly string[] {
  return entry.tags ?? read.tags(entry.data)
}

/** The entry's data, its tags added to what the request's page is built from. */
function served<T>(ctx: CacheScope, entry: StoredContent<T>, read: ContentRead<T>): T {
  for (const tag of tagsOf(entry, read)) ctx.tags.add(tag)
  return entry.data
}

/**
 * Published content through KV: fresh entries are served as they are; entries older than
 * CONTENT_TTL_SECONDS are served while a background refresh runs; entries older than a publish
 * that touched one of their tags are refetched at once; any entry is served when Storyblok fails
 * (freshness.ts). Drafts skip KV. However many requests of the isolate need an entry at once, it
 * is read from Storyblok once. Results `keep` rejects (a story that does not exist, a page past
 * the end of a list) are never written: a random address must not cost a KV write or fill KV for ever.
 */
/** The data KV holds for a content entry, however old: what the site read last; null when it holds none. */
export async function storedData<T>(env: Env, key: string): Promise<T | null> {
  const text = await env.CONTENT_CACHE.get(await contentKvKey(key), 'text')
  return text === null ? null : (JSON.parse(text) as StoredContent<T>).data
}

/** Drops the isolate's copy of a content entry: its next read goes to KV, as a cold isolate's would (the bench). */
export async function forgetInIsolate(key: string): Promise<void> {
  rememberedContent.delete(await contentKvKey(key))
}

export async function readThroughCache<T>(ctx: CacheScope, key: string, read: ContentRead<T>): Promise<T> {
  if (ctx.draft) {
    ctx.statuses.push('bypass')
    return read.load()
  }
  const fullKey = await contentKvKey(key)
  const stateOf = (entry: StoredContent<T>, marker: InvalidationMarker | null) =>
    freshness({ storedAt: entry.fetchedAt, seen: entry.seen, tags: tagsOf(entry, read) }, marker, ctx.env)
  const known = (rememberedContent.get(fullKey) ?? rememberedAbsent.get(fullKey)) as StoredContent<T> | undefined
  const [stored, marker] = await Promise.all([known ?? readEntry<T>(ctx, fullKey), readInvalidationMarker(ctx)])
  // The isolate's copy is only a shortcut to KV's: once it is not fresh, KV may hold a newer one.
  const entry = known && stateOf(known, marker) !== 'fresh' ? await readEntry<T>(ctx, fullKey) : stored
  if (!entry) {
    const fetched = await refresh(ctx, fullKey, read, marker, false)
    ctx.statuses.push('miss')
    return served(ctx, fetched, read)
  }
  switch (stateOf(entry, marker)) {
    case 'fresh':
      ctx.statuses.push('hit')
      return served(ctx, entry, read)
    case 'stale-while-revalidate':
      // Only while the throttle has room: a visitor's read must never queue behind refreshes.
      if (!ctx.roomForBackgroundReads()) break
      // A page rendered in the background waits for the refresh: no visitor waits on it.
      if (ctx.renderingInBackground) return refreshedOrKept(ctx, { key, fullKey }, read, marker, entry)
      refresh(ctx, fullKey, read, marker, true).catch((error: unknown) => console.warn('background refresh failed', key, error))
      break
    case 'stale-if-error':
      return refreshedOrKept(ctx, { key, fullKey }, read, marker, entry)
  }
  ctx.statuses.push('stale')
  return served(ctx, entry, read)
}

/** The entry (by its name and KV key) read again from Storyblok, or the kept one when that fails (an outage keeps the site up). */
async function refreshedOrKept<T>(
  ctx: CacheScope,
  { key, fullKey }: { key: string; fullKey: string },
  read: ContentRead<T>,
  marker: InvalidationMarker | null,
  entry: StoredContent<T>,
): Promise<T> {
  try {
    const fetched = await refresh(ctx, fullKey, read, marker, true)
    ctx.statuses.push('miss')
    return served(ctx, fetched, read)
  } catch (error) {
    console.warn('serving stale content after a failed refresh', key, error)
    ctx.statuses.push('stale-if-error')
    return served(ctx, entry, read)
  }
}
