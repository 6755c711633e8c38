import { describe, expect, it } from 'vitest'
import { MAX_COOKIE_BYTES, readCookie } from './readCookie'

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; lang=de; b=2', 'lang')).toBe('de')
    expect(readCookie('x=%7B%22a%22%3A1%7D', 'x')).toBe('{"a":1}')
    expect(readCookie('xlang=fr; lang=de', 'lang')).toBe('de')
  })

  it('ignores absent, undecodable and oversized cookies', () => {
    expect(readCookie(undefined, 'lang')).toBeUndefined()
    expect(readCookie('lang', 'lang')).toBeUndefined()
    expect(readCookie('lang=%E0%A4%A', 'lang')).toBeUndefined()
    const limit = MAX_COOKIE_BYTES - 'lang='.length
    expect(readCookie(`lang=${'a'.repeat(limit)}`, 'lang')).toHaveLength(limit)
    expect(readCookie(`lang=${'a'.repeat(limit + 1)}`, 'lang')).toBeUndefined()
  })
})
