import { describe, expect, it } from 'vitest'
import { scrubUrl, scrubUrls } from './scrubUrls'

describe('URLs in analytics events', () => {
  it('keep only utm_* parameters and the click ids the SDK records', () => {
    expect(scrubUrl('https://www.freight.example/blog?utm_source=news&q=my+name&email=a%40b.c&gclid=abc&fbclid=def#top')).toBe(
      'https://www.freight.example/blog?utm_source=news&gclid=abc&fbclid=def#top',
    )
    expect(scrubUrl('http://127.0.0.1:8787/?token=secret')).toBe('http://127.0.0.1:8787/')
    expect(scrubUrl('https://www.freight.example/de/about')).toBe('https://www.freight.example/de/about')
  })

  it('leave other strings and values as they are', () => {
    expect(scrubUrl('plain text ?q=1')).toBe('plain text ?q=1')
    expect(scrubUrl('/relative?q=1')).toBe('/relative?q=1')
    expect(scrubUrls({ n: 1, ok: true, list: ['https://x.example/?q=1&utm_medium=mail'], nested: { referrer: 'https://search.example/?q=freight' } })).toEqual({
      n: 1,
      ok: true,
      list: ['https://x.example/?utm_medium=mail'],
      nested: { referrer: 'https://search.example/' },
    })
  })
})
