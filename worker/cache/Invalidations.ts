import { DurableObject } from 'cloudflare:workers'
import type { InvalidationMarker } from './InvalidationMarker'

const MARKER_KEY = 'marker'
/** Set once the marker KV held before it moved here (LEGACY_KV_KEY) has been taken over. */
const TAKEN_OVER_KEY = 'taken-over-from-kv'
/** Where KV kept the marker until 2026-12-06: read once, by the first deploy's first read. */
const LEGACY_KV_KEY = 'content/invalidated'
/**
 * The most tags the marker names (about 50 KB): past it, the longest untouched ones are folded
 * into `at`, so what they tagged is out of date with everything older: a big push costs more
 * renders, never a stale page.
 */
const MAX_MARKED_TAGS = 1_000

/** The one record of what publishes made out of date (invalidationMarkerStore.ts reads and writes it). */
export function invalidations(env: Pick<Env, 'INVALIDATIONS'>): DurableObjectStub<Invalidations> {
  return env.INVALIDATIONS.getByName('content')
}

/** The time of the marker's last touch (of a tag, or of everything); 0 for none. */
export function lastTouch(marker: InvalidationMarker | null): number {
  return Math.max(marker?.at ?? 0, ...Object.values(marker?.tags ?? {}))
}

/** The marker with `tags` touched at `now`, folding the longest untouched tags into `at` past MAX_MARKED_TAGS. */
function withTouched(marker: InvalidationMarker | null, tags: readonly string[], now: number, cv: number | null): InvalidationMarker {
  const touched = Object.entries({ ...marker?.tags, ...Object.fromEntries(tags.map((tag) => [tag, now])) }).sort(([, a], [, b]) => b - a)
  const folded = touched.slice(MAX_MARKED_TAGS)
  const at = Math.max(marker?.at ?? 0, ...folded.map(([, time]) => time))
  return { at, cv: cv ?? marker?.cv ?? null, tags: Object.fromEntries(touched.slice(0, MAX_MARKED_TAGS).filter(([, time]) => time > at)) }
}

/**
 * The invalidation marker (InvalidationMarker), in one Durable Object: every location reads the
 * publish the moment the webhook has written it, where KV takes up to 60 s to show a write
 * elsewhere (docs/decisions/invalidations-in-a-durable-object.md). Its touches are one at a time
 * (none is lost to another's write), and each is later than every one before it, so a copy that
 * saw a marker is out of date exactly when a touch came after (freshness.ts).
 */
export class Invalidations extends DurableObject<Env> {
  async read(): Promise<InvalidationMarker | null> {
    const marker = await this.ctx.storage.get<InvalidationMarker>(MARKER_KEY)
    if (marker !== undefined || (await this.ctx.storage.get<boolean>(TAKEN_OVER_KEY))) return marker ?? null
    // The first read after the deploy that moved the marker here: what KV's marker made out of
    // date stays so (an empty marker would call those copies fresh again).
    const legacy = await this.env.CONTENT_CACHE.get<InvalidationMarker>(LEGACY_KV_KEY, 'json')
    await this.ctx.storage.put({ [TAKEN_OVER_KEY]: true, ...(legacy ? { [MARKER_KEY]: legacy } : {}) })
    return legacy
  }

  /** Marks `touched` (or everything) out of date as of now, and keeps Storyblok's content version after the publish. */
  async touch(touched: readonly string[] | 'everything', cv: number | null): Promise<InvalidationMarker> {
    const current = await this.read()
    const now = Math.max(Date.now(), lastTouch(current) + 1)
    const marker = touched === 'everything' ? { at: now, cv: cv ?? current?.cv ?? null, tags: {} } : withTouched(current, touched, now, cv)
    await this.ctx.storage.put(MARKER_KEY, marker)
    return marker
  }

  /** Keeps the space's content version where no publish has kept one yet; nothing is made out of date. */
  async recordContentVersion(cv: number): Promise<InvalidationMarker> {
    const current = await this.read()
    if (current?.cv) return current
    const marker = { at: current?.at ?? 0, cv, tags: current?.tags ?? {} }
    await this.ctx.storage.put(MARKER_KEY, marker)
    return marker
  }

  /**
   * Stores a marker as it is.
   * @internal tests set one directly: everything out of date from a moment just ahead.
   */
  async write(marker: InvalidationMarker): Promise<void> {
    await this.ctx.storage.put(MARKER_KEY, marker)
  }
}
