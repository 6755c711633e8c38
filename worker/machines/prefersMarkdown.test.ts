import { describe, expect, it } from 'vitest'
import { prefersMarkdown } from './prefersMarkdown'

describe('prefersMarkdown: what an Accept header asks for', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html;q=0.5, text/markdown;q=0.8', true],
    ['TEXT/Markdown; charset=utf-8', true],
    // Named alike, at equal quality: the first named wins (agents list what they want first).
    ['text/markdown, text/html, */*', true],
    ['text/html, text/markdown', false],
    // Named beats a wildcard at equal quality.
    ['text/markdown, */*', true],
    ['text/*, text/markdown', true],
    // The more specific range names each type: here HTML has the higher quality.
    ['text/markdown;q=0.8, text/*;q=0.9', false],
    // A browser.
    ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', false],
    ['text/html, text/markdown;q=0.9', false],
    ['*/*', false],
    ['text/*', false],
    ['text/markdown;q=0', false],
    ['text/markdown;q=0.000', false],
    ['application/json', false],
  ])('%s → Markdown: %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected)
  })

  it('reads no header, an empty one and malformed ones as HTML, and never throws', () => {
    const malformed = [
      null,
      '',
      ',,,',
      ';;;',
      'text/markdown;q=2',
      'text/markdown;q=-1',
      'text/markdown;q=abc',
      'text/markdown;q=0.12345',
      'text/markdown/extra',
      'markdown',
      '/',
      '\u0000text/markdown',
      'text/markdown;q=',
      '*/markdown',
      'text/mark down',
      // Read up to 4 KB: what follows is not read.
      `${'a'.repeat(10_000)}, text/markdown`,
    ]
    for (const accept of malformed) expect(prefersMarkdown(accept), String(accept).slice(0, 40)).toBe(false)
    // Parameters other than q are allowed, however many.
    expect(prefersMarkdown(`text/markdown;${'x=y;'.repeat(5_000)}`)).toBe(true)
  })

  it('ignores a malformed range but reads the others', () => {
    expect(prefersMarkdown('text/html;q=nope, text/markdown')).toBe(true)
    expect(prefersMarkdown('text/markdown;q=1.5, text/html;q=0.1')).toBe(false)
  })
})
