import { describe, expect, it } from 'vitest'
import { LANGUAGE_REACH } from '../../shared/i18n/messages/catalogue'
import { indexTerms } from './searchTerms'
import { snowballNamed, snowballStemmer } from './snowballStemmer'

describe('the stemmer of each language, as its pack names it', () => {
  const languages = Object.keys(LANGUAGE_REACH)

  it('is Snowball’s for every language but Latvian, which Snowball lacks', () => {
    const without = languages.filter((language) => snowballStemmer(language) === null)
    expect(without).toEqual(['lv'])
  })

  it('stems each language’s words: a plural and its singular share a stem', () => {
    const pairs: Record<string, [string, string]> = { en: ['containers', 'container'], de: ['containern', 'container'], fr: ['camions', 'camion'] }
    for (const [language, [plural, singular]] of Object.entries(pairs)) {
      const stem = snowballStemmer(language)
      expect(stem?.(plural), language).toBe(stem?.(singular))
    }
  })

  it('refuses a name Snowball does not have, naming the pack and the name', () => {
    expect(() => snowballNamed('Swedsh', 'sv')).toThrow('The sv pack names "Swedsh" as its stemmer, which Snowball does not have')
    expect(snowballNamed('Swedish', 'sv')).toBeTypeOf('number')
  })

  it('indexes the tails of long words only in the languages whose packs say their nouns compound', () => {
    const compounding = languages.filter((language) => indexTerms(language)('kuhlcontainer').includes('container'))
    expect(compounding).toEqual(languages.filter((language) => LANGUAGE_REACH[language as keyof typeof LANGUAGE_REACH].compoundWords))
    // Not vacuous: German's nouns compound and English's do not (a new pack adds its own line above, no list here).
    expect(compounding).toContain('de')
    expect(compounding).not.toContain('en')
  })
})
