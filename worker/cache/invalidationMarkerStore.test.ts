import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { freshness } from './freshness'
import { invalidations, lastTouch } from './Invalidations'
import { readInvalidationMarker, touchInvalidationMarker } from './invalidationMarkerStore'

const TTL = { CONTENT_TTL_SECONDS: '60' }
/** A driven clock: each tick is a later millisecond, so a copy stored before a publish is older than it. */
const tick = () => vi.advanceTimersByTime(5)

beforeEach(async () => {
  await clearContentCache()
  vi.useFakeTimers({ toFake: ['Date'] })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the publish marker', () => {
  it('makes out of date only the copies built from a touched tag', async () => {
    const storedAt = Date.now()
    tick()
    const marker = await touchInvalidationMarker(env, ['s:de/blog/a', 'l:de/blog/'], 41)
    expect(freshness({ storedAt, tags: ['s:de/blog/a'] }, marker, TTL, Date.now())).toBe('stale-if-error')
    expect(freshness({ storedAt, tags: ['l:de/blog/', 's:de/_settings'] }, marker, TTL, Date.now())).toBe('stale-if-error')
    expect(freshness({ storedAt, tags: ['s:en/about', 'l:en/'] }, marker, TTL, Date.now())).toBe('fresh')
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
    expect(freshness({ storedAt: beforeFirst, tags: ['s:it/other'] }, marker, TTL, Date.now())).toBe('stale-if-error')
    expect(freshness({ storedAt: between, tags: ['s:de/first'] }, marker, TTL, Date.now())).toBe('fresh')
    expect(freshness({ storedAt: between, tags: ['s:en/page-7'] }, marker, TTL, Date.now())).toBe('stale-if-error')
  })

  it('touches everything when told to', async () => {
    const storedAt = Date.now()
    tick()
    const marker = await touchInvalidationMarker(env, 'everything', 42)
    expect(freshness({ storedAt, tags: [] }, marker, TTL, Date.now())).toBe('stale-if-error')
    expect(marker.tags).toEqual({})
  })

  it('makes each touch later than the one before, within one millisecond too: a copy that saw a touch is never out of date by it', async () => {
    const first = await touchInvalidationMarker(env, ['s:de/a'], null)
    const second = await touchInvalidationMarker(env, ['s:de/b'], null)
    expect(lastTouch(second)).toBeGreaterThan(lastTouch(first))
    expect(freshness({ storedAt: Date.now(), seen: lastTouch(first), tags: ['s:de/a'] }, second, TTL, Date.now())).toBe('fresh')
    expect(freshness({ storedAt: Date.now(), seen: lastTouch(first), tags: ['s:de/b'] }, second, TTL, Date.now())).toBe('stale-if-error')
  })

  it("reaches an isolate that did not take the webhook (another location's) within a second", async () => {
    expect(await readInvalidationMarker({ env })).toBeNull()
    // The webhook, taken elsewhere: only the marker's Durable Object knows.
    const touched = await invalidations(env).touch(['s:de/a'], 43)
    expect(await readInvalidationMarker({ env })).toBeNull()
    vi.advanceTimersByTime(1_000)
    expect(await readInvalidationMarker({ env })).toEqual(touched)
  })

  it('when its object cannot answer: the last marker known, one warning, and no other call for a second', async () => {
    const known = await touchInvalidationMarker(env, ['s:de/a'], 44)
    vi.advanceTimersByTime(1_000)
    const read = vi.fn(() => Promise.reject(new Error('Durable Object unavailable')))
    const down = { ...env, INVALIDATIONS: { getByName: () => ({ read }) } } as unknown as Env
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await readInvalidationMarker({ env: down })).toEqual(known)
    expect(await readInvalidationMarker({ env: down })).toEqual(known)
    expect(read).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1_000)
    expect(await readInvalidationMarker({ env: down })).toEqual(known)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('takes over the marker KV held before it moved to its object: what it made out of date stays so after the deploy', async () => {
    const legacy = { at: Date.now() - 5_000, cv: 45, tags: { 's:de/a': Date.now() - 2_000 } }
    await env.CONTENT_CACHE.put('content/invalidated', JSON.stringify(legacy))
    expect(await invalidations(env).read()).toEqual(legacy)
    await env.CONTENT_CACHE.delete('content/invalidated')
    expect(await invalidations(env).read()).toEqual(legacy)
  })
})
