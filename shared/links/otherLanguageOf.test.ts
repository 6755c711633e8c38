import { describe, expect, it } from 'vitest'
import { otherLanguageOf } from './otherLanguageOf'

describe('otherLanguageOf: the language of a link that leads out of the page’s language', () => {
  it('names the language folder of a story in another language than the page’s', () => {
    expect(otherLanguageOf({ linktype: 'story', cached_url: 'en/about' }, 'pl')).toBe('en')
    expect(otherLanguageOf({ linktype: 'story', cached_url: 'de/pages/preise' }, 'en')).toBe('de')
    // The resolved story's address wins over the one saved with the link, as it does for the href.
    expect(otherLanguageOf({ linktype: 'story', cached_url: 'pl/about', story: { full_slug: 'en/about' } }, 'pl')).toBe('en')
    expect(otherLanguageOf({ linktype: 'story', cached_url: '/en/blog/' }, 'ru')).toBe('en')
  })

  it('marks nothing in the page’s own language, nor what is no story or sits outside the language folders', () => {
    expect(otherLanguageOf({ linktype: 'story', cached_url: 'pl/about' }, 'pl')).toBeUndefined()
    expect(otherLanguageOf({ linktype: 'url', url: '/about' }, 'pl')).toBeUndefined()
    expect(otherLanguageOf({ linktype: 'url', url: 'https://example.com/en/about' }, 'pl')).toBeUndefined()
    expect(otherLanguageOf({ linktype: 'email', email: 'a@b.example' }, 'pl')).toBeUndefined()
    expect(otherLanguageOf({ linktype: 'story', cached_url: 'about' }, 'pl')).toBeUndefined()
    expect(otherLanguageOf({ linktype: 'story', cached_url: 'xx/about' }, 'pl')).toBeUndefined()
    expect(otherLanguageOf('/en/about', 'pl')).toBeUndefined()
    expect(otherLanguageOf(null, 'pl')).toBeUndefined()
  })

  it('marks nothing outside a page, where the page’s language is not known', () => {
    expect(otherLanguageOf({ linktype: 'story', cached_url: 'en/about' }, null)).toBeUndefined()
  })
})
