import { describe, expect, it } from 'vitest'
import { icalLines, icalText, icalUtc } from './icalendar'

const octets = (line: string) => new TextEncoder().encode(line).byteLength

describe('iCalendar content lines (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text, and drops other controls', () => {
    expect(icalText('a\\b; c, d\r\ne\nf\u0007')).toBe('a\\\\b\\; c\\, d\\ne\\nf')
  })

  it('writes moments as UTC date-times', () => {
    expect(icalUtc(Date.parse('2027-01-14T14:00:00.000Z'))).toBe('20270114T140000Z')
  })

  it('ends every line with CRLF and folds it after 75 octets, never inside a character', () => {
    const summary = 'Διαχείριση φορτίων: '.repeat(8)
    const text = icalLines([['SUMMARY', icalText(summary)]])
    expect(text.endsWith('\r\n')).toBe(true)
    const lines = text.slice(0, -2).split('\r\n')
    expect(lines.length).toBeGreaterThan(3)
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75)
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true)
    // Unfolded, the line is what was written.
    expect(lines.join('\r\n').replace(/\r\n /g, '')).toBe(`SUMMARY:${summary}`)
  })
})
