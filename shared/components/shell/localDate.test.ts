import { describe, expect, it } from 'vitest'
import { localDate } from './localDate'

describe('localDate', () => {
  it('formats the local calendar date as YYYY-MM-DD', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect(localDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31')
  })
})
