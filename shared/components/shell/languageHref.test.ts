import { describe, expect, it } from 'vitest'
import { languageHref } from './languageHref'

describe('languageHref', () => {
  const alternates = [{ language: 'de', href: '/de/blog/gruene-korridore' }]
  it('goes to the published alternate in that language', () => {
    expect(languageHref('de', alternates)).toBe('/de/blog/gruene-korridore?set-language=de')
  })
  it('otherwise goes to the language home, English without a prefix', () => {
    expect(languageHref('fr', alternates)).toBe('/fr?set-language=fr')
    expect(languageHref('en', alternates)).toBe('/?set-language=en')
  })
})
