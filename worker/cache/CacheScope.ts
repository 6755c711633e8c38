import type { InvalidationMarker } from './InvalidationMarker'

/** How a piece of content was obtained; reported in the Server-Timing header. */
export type CacheStatus = 'hit' | 'miss' | 'stale' | 'stale-if-error' | 'bypass'

/** What one request's cache reads share: its bindings, its background work and its statuses. */
export interface CacheScope {
  env: Env
  waitUntil(promise: Promise<unknown>): void
  /** True only for a verified preview request: draft content, never cached. */
  draft: boolean
  /** The cache statuses of this request's reads, in order. */
  statuses: CacheStatus[]
  /** What this request's answer is built from: the tags of every content entry it read (contentTag). */
  tags: Set<string>
  /** Whether a background refresh may start now without crowding out visitors' reads (the isolate's throttle). */
  roomForBackgroundReads(): boolean
  /**
   * Set by cachedPage for a kept page's background render past its TTL: the visitor already has the
   * kept copy, so content entries past their TTL are read again before the render uses them
   * (readThroughCache), and a story gone from Storyblok is gone from the page one TTL later.
   */
  renderingInBackground?: boolean
  /** Read once per request: when content was last invalidated by a publish. */
  marker?: Promise<InvalidationMarker | null>
}

/** The least fresh status of a request's reads, for Server-Timing. */
export function summarizeCacheStatus(statuses: CacheStatus[]): CacheStatus | 'none' {
  const order: CacheStatus[] = ['stale-if-error', 'miss', 'stale', 'bypass', 'hit']
  return order.find((status) => statuses.includes(status)) ?? 'none'
}
