import { describe, expect, it } from 'vitest'
import { DEFAULT_LANGUAGE, type Language } from '../languages'
import { CATALOGUE, LANGUAGE_REACH } from './catalogue'
import type { Messages, PluralText } from './Messages'

type Leaf = [path: string, value: unknown]

/** Every string, plural form and function of a language's messages, by its path. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, nested]) => leaves(nested, path ? `${path}.${key}` : key))
  return [[path, value]]
}

function places(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '').sort()
}

const languages = Object.keys(CATALOGUE) as Language[]
/** The messages that are plural forms: each language has the categories its rules use. */
const PLURALS = ['templates.entries', 'templates.jobFilters.count', 'templates.searchCount']
const english = new Map(leaves(CATALOGUE.en))

describe('the message catalogue', () => {
  it('serves every language: the whole site or the press pages, English the whole site', () => {
    expect(Object.keys(LANGUAGE_REACH)).toEqual(languages)
    for (const [language, reach] of Object.entries(LANGUAGE_REACH)) expect(reach.site || reach.press, language).toBe(true)
    expect(LANGUAGE_REACH[DEFAULT_LANGUAGE].site).toBe(true)
  })

  it('leads a country to one language at most, by its CF-IPCountry code, and none to English', () => {
    const countries = Object.values(LANGUAGE_REACH).flatMap((reach) => reach.countries)
    for (const country of countries) expect(country).toMatch(/^[A-Z]{2}$/)
    expect(new Set(countries).size).toBe(countries.length)
    expect(LANGUAGE_REACH[DEFAULT_LANGUAGE].countries).toEqual([])
  })

  it.each(languages)('%s has every key, none empty, with the same places to fill in as English', (language) => {
    const own = new Map(leaves(CATALOGUE[language]))
    const pluralOf = (path: string) => PLURALS.find((plural) => path.startsWith(`${plural}.`))
    const isPlural = (path: string) => pluralOf(path) !== undefined
    expect([...own.keys()].filter((path) => !isPlural(path)).sort()).toEqual([...english.keys()].filter((path) => !isPlural(path)).sort())
    for (const [path, value] of own) {
      if (typeof value === 'function') {
        const called = String((value as (...args: unknown[]) => string)(7, 9))
        expect(called, path).toMatch(/7/)
        continue
      }
      expect(typeof value, path).toBe('string')
      expect(String(value).trim(), path).not.toBe('')
      const plural = pluralOf(path)
      const englishText = english.get(plural ? `${plural}.other` : path)
      expect(places(String(value)), path).toEqual(places(String(englishText)))
    }
  })

  it.each(languages)('%s has a plural form for each category its plural rules use', (language) => {
    const rules = new Intl.PluralRules(language === 'en' ? 'en-GB' : language)
    const used = new Set(Array.from({ length: 2001 }, (_, count) => rules.select(count)).concat(rules.select(1_000_000)))
    const { entries, jobFilters } = (CATALOGUE[language] as Messages).templates
    for (const forms of [entries, jobFilters.count] as PluralText[]) {
      for (const category of used) expect(forms[category as keyof PluralText], `${language} ${category}`).toBeDefined()
    }
  })

  it('island words are plain strings, so they can travel in island props', () => {
    for (const language of languages) {
      for (const [path, value] of leaves(CATALOGUE[language].island)) expect(typeof value, `${language} ${path}`).toBe('string')
      expect(JSON.parse(JSON.stringify(CATALOGUE[language].island))).toEqual(CATALOGUE[language].island)
    }
  })
})
