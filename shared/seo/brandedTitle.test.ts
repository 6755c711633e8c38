import { describe, expect, it } from 'vitest'
import { brandedTitle } from './brandedTitle'
import { TITLE_LENGTH } from './seoBounds'

describe('brandedTitle', () => {
  it('ends a page’s title with the brand', () => {
    expect(brandedTitle('About us', 'Freight Demo')).toBe('About us · Freight Demo')
    expect(brandedTitle('  Blog (2/3) ', 'Freight Demo')).toBe('Blog (2/3) · Freight Demo')
  })

  it('adds the brand only where the whole title still fits the length search results show', () => {
    const fits = 'x'.repeat(TITLE_LENGTH.max - ' · Freight Demo'.length)
    expect(brandedTitle(fits, 'Freight Demo')).toBe(`${fits} · Freight Demo`)
    expect(brandedTitle(`${fits}y`, 'Freight Demo')).toBe(`${fits}y`)
    // Characters as a reader counts them: an emoji is one.
    expect(brandedTitle(`${'😀'.repeat(fits.length)}`, 'Freight Demo')).toBe(`${'😀'.repeat(fits.length)} · Freight Demo`)
  })

  it('leaves a title that already ends with the brand, and an empty one is the brand', () => {
    expect(brandedTitle('Contact · Freight Demo', 'Freight Demo')).toBe('Contact · Freight Demo')
    expect(brandedTitle('', 'Freight Demo')).toBe('Freight Demo')
    expect(brandedTitle('About us', '')).toBe('About us')
  })
})
