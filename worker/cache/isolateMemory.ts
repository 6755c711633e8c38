import type { IslandParts } from '../../shared/islands/IslandHtmlContext'
import type { InvalidationMarker } from './InvalidationMarker'
import { RememberedEntries } from './RememberedEntries'

/** A content entry as KV and the isolate keep it: what Storyblok answered, when, and what it was built from. */
export interface StoredContent<T = unknown> {
  data: T
  fetchedAt: number
  /** The last touch of the invalidation marker its read saw (lastTouch); absent on entries kept before entries recorded it. */
  seen?: number
  /** contentTag names; absent on entries KV kept from before entries had tags (readThroughCache derives them). */
  tags?: string[]
}

/** A rendered page's headers, time and tags, kept in KV before its body (cachedPage). */
export interface StoredPageMetadata {
  headers: Record<string, string>
  renderedAt: number
  /** The last touch of the invalidation marker its render saw (lastTouch); absent on pages kept before pages recorded it. */
  seen?: number
  /** What the page was built from: every content entry its render read (contentTag names). */
  tags: string[]
}

export interface StoredPage extends StoredPageMetadata {
  html: Uint8Array<ArrayBuffer>
}

interface RememberedMarker {
  marker: InvalidationMarker | null
  readAt: number
}

const MIB = 1024 * 1024

/*
 * Everything this isolate keeps between requests (isolates have 128 MB), each store with its
 * budget. Every store follows the rules of RememberedEntries (frozen values, identity kept for
 * unchanged content); tests that empty KV forget every store exported here.
 */

/** Content entries read from or written to KV, by KV key (counted as JSON bytes). */
export const rememberedContent = new RememberedEntries<StoredContent>(16 * MIB)
/**
 * What Storyblok said does not exist (a missing story, a page past a list's end), kept apart so
 * misses never push out content, and never written to KV.
 */
export const rememberedAbsent = new RememberedEntries<StoredContent>(MIB)
/** Rendered pages read from or written to KV, by KV key (counted as body bytes). */
export const rememberedPages = new RememberedEntries<StoredPage>(8 * MIB)
/** Islands' markup and props by island key (counted in characters). */
export const rememberedIslands = new RememberedEntries<IslandParts>(8 * MIB)
/** The last publish marker read or written. */
export const rememberedMarker = new RememberedEntries<RememberedMarker>(MIB)
