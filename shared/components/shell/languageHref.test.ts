import { describe, expect, it } from 'vitest'
import { languageHref } from './languageHref'

describe('languageHref', () => {
  it('goes to the page in that language, storing the choice on the way', () => {
    expect(languageHref({ language: 'de', href: '/de/blog/gruene-korridore', fallback: false })).toBe('/de/blog/gruene-korridore?set-language=de')
    expect(languageHref({ language: 'en', href: '/', fallback: false })).toBe('/?set-language=en')
  })

  it('goes to the nearest page with the notice as its target', () => {
    expect(languageHref({ language: 'fr', href: '/fr/blog', fallback: true })).toBe('/fr/blog?set-language=fr#no-translation')
  })
})
