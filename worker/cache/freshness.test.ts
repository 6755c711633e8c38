import { describe, expect, it } from 'vitest'
import { freshness } from './freshness'

const NOW = 1_800_000_000_000
const TTL = { CONTENT_TTL_SECONDS: '60' }

describe('freshness', () => {
  it('is fresh within the TTL and with no publish since', () => {
    expect(freshness({ storedAt: NOW - 59_999 }, null, TTL, NOW)).toBe('fresh')
    expect(freshness({ storedAt: NOW - 1_000 }, { at: NOW - 2_000, cv: 1 }, TTL, NOW)).toBe('fresh')
  })

  it('is served while it refreshes once the TTL has passed', () => {
    expect(freshness({ storedAt: NOW - 60_000 }, null, TTL, NOW)).toBe('stale-while-revalidate')
  })

  it('is refreshed at once, and served only if that fails, when stored before the last publish', () => {
    expect(freshness({ storedAt: NOW - 1_000 }, { at: NOW - 500, cv: 2 }, TTL, NOW)).toBe('stale-if-error')
    expect(freshness({ storedAt: NOW - 120_000 }, { at: NOW - 500, cv: 2 }, TTL, NOW)).toBe('stale-if-error')
  })

  it('is refreshed at once, and served only if that fails, once its content has changed by itself', () => {
    expect(freshness({ storedAt: NOW - 1_000, outdatedAt: NOW }, null, TTL, NOW)).toBe('stale-if-error')
    expect(freshness({ storedAt: NOW - 1_000, outdatedAt: NOW + 1 }, null, TTL, NOW)).toBe('fresh')
    expect(freshness({ storedAt: NOW - 60_000, outdatedAt: NOW + 1 }, null, TTL, NOW)).toBe('stale-while-revalidate')
  })

  it('is out of date after any touch later than the marker its read or render saw, however late the copy was stored', () => {
    const marker = { at: NOW - 9_000, cv: 3, tags: { 's:en/about': NOW - 5_000 } }
    // Read while the publish came: stored after it, made from what came before it.
    expect(freshness({ storedAt: NOW - 1_000, seen: NOW - 7_000, tags: ['s:en/about'] }, marker, TTL, NOW)).toBe('stale-if-error')
    expect(freshness({ storedAt: NOW - 1_000, seen: NOW - 5_000, tags: ['s:en/about'] }, marker, TTL, NOW)).toBe('fresh')
    expect(freshness({ storedAt: NOW - 1_000, seen: NOW - 7_000, tags: ['s:en/other'] }, marker, TTL, NOW)).toBe('fresh')
  })
})
