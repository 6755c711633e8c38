import { describe, expect, it } from 'vitest'
import type { DatasourceEntry } from '../content/getDatasourceEntries'
import { redirectProblems } from './redirectProblems'

const LANGUAGES = new Set(['en', 'de', 'fr'])

function entries(pairs: [string, string][]): DatasourceEntry[] {
  return pairs.map(([name, value], id) => ({ id, name, value, dimension_value: null }))
}

const problems = (pairs: [string, string][]) => redirectProblems(entries(pairs), LANGUAGES)

describe('redirectProblems', () => {
  it('finds nothing wrong with entries that work: paths, https:// targets, chains, sources without their /', () => {
    expect(
      problems([
        ['/jobs', '/open-positions'],
        ['/careers', 'https://careers.example.com'],
        ['/old', '/jobs'],
        ['summer-2', '/pricing'],
        ['/Summer 3', '/de/pricing?from=summer#plans'],
      ]),
    ).toEqual([])
  })

  it('names a target without its / (the editor’s “pricing”), an http:// or script target, as leading nowhere', () => {
    expect(
      problems([
        ['summer 2', 'pricing'],
        ['/summer-3', 'pricing'],
        ['/a', 'http://example.com'],
        ['/b', 'javascript:alert(1)'],
        ['/c', '//evil.example'],
      ]).map(({ kind, source }) => [kind, source]),
    ).toEqual([
      ['target', 'summer 2'],
      ['target', '/summer-3'],
      ['target', '/a'],
      ['target', '/b'],
      ['target', '/c'],
    ])
  })

  it('names a source no request can match: a query, a fragment, a whole URL, an overlong path', () => {
    expect(
      problems([
        ['/promo?utm=x', '/pricing'],
        ['/promo#top', '/pricing'],
        ['https://example.com/x', '/pricing'],
        [`/${'x'.repeat(3000)}`, '/pricing'],
      ]).map(({ kind }) => kind),
    ).toEqual(['source', 'source', 'source', 'source'])
  })

  it('names an entry a later one with the same source (in canonical form) replaces, and not the later one', () => {
    expect(
      problems([
        ['/jobs', '/press'],
        ['/Jobs/', '/open-positions'],
      ]),
    ).toEqual([{ kind: 'replaced', source: '/jobs', target: '/press' }])
  })

  it('names every entry of a circle, and of a chain longer than 5', () => {
    expect(
      problems([
        ['/a', '/b'],
        ['/b', '/a'],
      ]).map(({ kind, source }) => [kind, source]),
    ).toEqual([
      ['loop', '/a'],
      ['loop', '/b'],
    ])
    const chain = entries(['/1', '/2', '/3', '/4', '/5', '/6', '/7'].map((path, index, all) => [path, all[index + 1] ?? '/end'] as [string, string]))
    expect(redirectProblems(chain, LANGUAGES).map(({ source }) => source)).toEqual(['/1', '/2'])
  })
})
