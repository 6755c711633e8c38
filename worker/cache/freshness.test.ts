import { describe, expect, it } from 'vitest'
import { freshness } from './freshness'

const NOW = 1_800_000_000_000
const TTL = { CONTENT_TTL_SECONDS: '60' }

describe('freshness', () => {
  it('is fresh within the TTL and with no publish since', () => {
    expect(freshness(NOW - 59_999, null, TTL, NOW)).toBe('fresh')
    expect(freshness(NOW - 1_000, { at: NOW - 2_000, cv: 1 }, TTL, NOW)).toBe('fresh')
  })

  it('is served while it refreshes once the TTL has passed', () => {
    expect(freshness(NOW - 60_000, null, TTL, NOW)).toBe('stale-while-revalidate')
  })

  it('is refreshed at once, and served only if that fails, when stored before the last publish', () => {
    expect(freshness(NOW - 1_000, { at: NOW - 500, cv: 2 }, TTL, NOW)).toBe('stale-if-error')
    expect(freshness(NOW - 120_000, { at: NOW - 500, cv: 2 }, TTL, NOW)).toBe('stale-if-error')
  })

  it('is refreshed at once, and served only if that fails, once its content has changed by itself', () => {
    expect(freshness(NOW - 1_000, null, TTL, NOW, NOW)).toBe('stale-if-error')
    expect(freshness(NOW - 1_000, null, TTL, NOW, NOW + 1)).toBe('fresh')
    expect(freshness(NOW - 60_000, null, TTL, NOW, NOW + 1)).toBe('stale-while-revalidate')
  })
})
