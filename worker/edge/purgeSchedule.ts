import { MARKER_REUSE_MS } from '../cache/invalidationMarkerStore'

/**
 * When the publish webhooks' purges of Workers Cache are sent, and in how many calls
 * (docs/decisions/workers-cache.md). Workers Cache takes 5 purge requests a minute, in a bucket of
 * 25, on every plan; a burst of publishes would be refused. Tags are merged while a purge waits:
 * the first is sent a second after its publish, the next ones at least 3 s apart, so a publish is
 * visible within about 4 s until the bucket runs dry (25 calls), then every 12 s.
 */
export const PURGE_LIMITS = {
  /** Purge requests the bucket holds, and one more every refillMs. */
  bucket: 25,
  refillMs: 12_000,
  /** Tags sent in one call: more, and the calls would spend the bucket; over its tokens, everything is purged at once. */
  tagsPerCall: 100,
  /**
   * A purge waits this long after the first publish, gathering the ones that follow, and until
   * every isolate has read the marker again: an answer made from the marker before the publish
   * reaches the edge before its purge, or is marked for the edge not to keep (Renderer).
   */
  gatherMs: MARKER_REUSE_MS,
  /** Two sends at least this far apart. */
  spacingMs: 3_000,
  /** After a refused or failed call: the next token's time. */
  retryMs: 12_000,
} as const

/** What waits to be purged: some tags, or every cached answer. */
export type Pending = readonly string[] | 'everything'

/** One call of `ctx.cache.purge`. */
export type PurgeCall = { tags: string[] } | { purgeEverything: true }

/** The queue's state, as its Durable Object keeps it. */
export interface PurgeState {
  pending: Pending
  /** Tokens in the bucket at `tokensAt` (fractional: it refills continuously). */
  tokens: number
  tokensAt: number
  /** When the last call was sent, or null. */
  lastSentAt: number | null
}

export const EMPTY_QUEUE: PurgeState = { pending: [], tokens: PURGE_LIMITS.bucket, tokensAt: 0, lastSentAt: null }

export function isEmpty(pending: Pending): boolean {
  return pending !== 'everything' && pending.length === 0
}

/** Pending tags and an event's, merged (tags are matched without regard to case). */
export function mergePending(pending: Pending, touched: Pending): Pending {
  if (pending === 'everything' || touched === 'everything') return 'everything'
  return [...new Set([...pending, ...touched].map((tag) => tag.toLowerCase()))].sort()
}

function tokensAt(state: PurgeState, now: number): number {
  return Math.min(PURGE_LIMITS.bucket, state.tokens + Math.max(0, now - state.tokensAt) / PURGE_LIMITS.refillMs)
}

/** When the pending purge is to be sent: after the gathering wait, the spacing, and a token. */
export function sendAt(state: PurgeState, now: number): number {
  const spaced = state.lastSentAt === null ? 0 : state.lastSentAt + PURGE_LIMITS.spacingMs
  const missing = 1 - tokensAt(state, now)
  const token = missing > 0 ? now + Math.ceil(missing * PURGE_LIMITS.refillMs) : 0
  return Math.max(now + PURGE_LIMITS.gatherMs, spaced, token)
}

/**
 * The calls that send what is pending now, and the state after them: up to 100 tags a call, or
 * one purge of everything when the tags need more calls than the bucket holds. No call when the
 * bucket is empty (the caller waits until sendAt).
 */
export function planSend(state: PurgeState, now: number): { calls: PurgeCall[]; state: PurgeState } {
  const tokens = tokensAt(state, now)
  if (isEmpty(state.pending) || tokens < 1) return { calls: [], state }
  const { pending } = state
  const batches =
    pending === 'everything'
      ? []
      : Array.from({ length: Math.ceil(pending.length / PURGE_LIMITS.tagsPerCall) }, (_, i) =>
          pending.slice(i * PURGE_LIMITS.tagsPerCall, (i + 1) * PURGE_LIMITS.tagsPerCall),
        )
  const calls: PurgeCall[] = pending === 'everything' || batches.length > Math.floor(tokens) ? [{ purgeEverything: true }] : batches.map((tags) => ({ tags }))
  return { calls, state: { pending: [], tokens: tokens - calls.length, tokensAt: now, lastSentAt: now } }
}

/** What a call that was not done leaves pending again. */
export function pendingOf(call: PurgeCall): Pending {
  return 'tags' in call ? call.tags : 'everything'
}
