import { describe, expect, it } from 'vitest'
import { sameSiteReferer } from './sameSiteReferer'

const PAGE = new URL('https://freight.example/about?set-language=en')

describe('sameSiteReferer', () => {
  it('is true for any page of the same origin', () => {
    expect(sameSiteReferer('https://freight.example/de/blog', PAGE)).toBe(true)
    expect(sameSiteReferer('https://freight.example/', PAGE)).toBe(true)
  })

  it('is false for other origins, a missing Referer and anything that is not a URL', () => {
    for (const referer of [
      undefined,
      '',
      'https://www.google.com/',
      'http://freight.example/',
      'https://freight.example:8443/',
      'https://freight.example.evil.com/',
      'https://evil.com/?https://freight.example/',
      'freight.example',
      '/de/blog',
      'not a url',
      'about:blank',
      '\u0000',
    ])
      expect(sameSiteReferer(referer, PAGE), String(referer)).toBe(false)
  })
})
