import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { freshness } from './freshness'
import { touchInvalidationMarker } from './invalidationMarkerStore'

const TTL = { CONTENT_TTL_SECONDS: '60' }
/** A driven clock: each tick is a later millisecond, so a copy stored before a publish is older than it. */
const tick = () => vi.advanceTimersByTime(5)

beforeEach(async () => {
  await clearContentCache()
  vi.useFakeTimers({ toFake: ['Date'] })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the publish marker', () => {
  it('makes out of date only the copies built from a touched tag', async () => {
    const storedAt = Date.now()
    tick()
    const marker = await touchInvalidationMarker(env, ['s:de/blog/a', 'l:de/blog/'], 41)
    expect(freshness(storedAt, marker, TTL, Date.now(), null, ['s:de/blog/a'])).toBe('stale-if-error')
    expect(freshness(storedAt, marker, TTL, Date.now(), null, ['l:de/blog/', 's:de/_settings'])).toBe('stale-if-error')
    expect(freshness(storedAt, marker, TTL, Date.now(), null, ['s:en/about', 'l:en/'])).toBe('fresh')
    expect(marker.cv).toBe(41)
  })

  it('keeps the tags of earlier publishes, and the content version when a webhook could not read it', async () => {
    await touchInvalidationMarker(env, ['s:de/a'], 41)
    const marker = await touchInvalidationMarker(env, ['s:fr/b'], null)
    expect(Object.keys(marker.tags ?? {}).sort()).toEqual(['s:de/a', 's:fr/b'])
    expect(marker.cv).toBe(41)
  })

  it('folds the longest untouched tags into "everything before" past 1,000 tags: too many renders, never a stale page', async () => {
    const beforeFirst = Date.now()
    tick()
    await touchInvalidationMarker(env, ['s:de/first'], null)
    tick()
    const between = Date.now()
    tick()
    const many = Array.from({ length: 1000 }, (_, index) => `s:en/page-${index}`)
    const marker = await touchInvalidationMarker(env, many, null)

    expect(Object.keys(marker.tags ?? {})).toHaveLength(1000)
    expect(marker.tags?.['s:de/first']).toBeUndefined()
    // A copy older than the folded publish is out of date whatever its tags; a newer one keeps its own.
    expect(freshness(beforeFirst, marker, TTL, Date.now(), null, ['s:it/other'])).toBe('stale-if-error')
    expect(freshness(between, marker, TTL, Date.now(), null, ['s:de/first'])).toBe('fresh')
    expect(freshness(between, marker, TTL, Date.now(), null, ['s:en/page-7'])).toBe('stale-if-error')
  })

  it('touches everything when told to', async () => {
    const storedAt = Date.now()
    tick()
    const marker = await touchInvalidationMarker(env, 'everything', 42)
    expect(freshness(storedAt, marker, TTL, Date.now(), null, [])).toBe('stale-if-error')
    expect(marker.tags).toEqual({})
  })
})
