import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchSuggestions } from '../../shared/search/SearchResults'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'
import type { SearchDocument } from './searchDocuments'
import { buildSearchIndex } from './searchIndex'
import { runSearch } from './runSearch'

const NOW = Date.parse('2026-11-28T12:00:00Z')

function document(path: string, fields: Partial<SearchDocument>): SearchDocument {
  return { path, title: 'Untitled', section: 'blog', headings: '', text: '', date: '2024-01-01', validThrough: null, ...fields }
}

const paths = (documents: SearchDocument[], query: string) =>
  runSearch(buildSearchIndex(documents, 'en'), { query, page: 1, perPage: 10, now: NOW }).results.map((result) => result.path)

describe('ranking', () => {
  it('puts a word in the title first, then in a heading, then in the text', () => {
    const documents = [
      document('/text', { text: 'Reefer containers keep food cold.' }),
      document('/heading', { headings: 'Reefer containers', text: 'Food stays cold.' }),
      document('/title', { title: 'Reefer containers', text: 'Food stays cold.' }),
    ]
    expect(paths(documents, 'reefer')).toEqual(['/title', '/heading', '/text'])
  })

  it('puts the newer first among results that match alike', () => {
    const documents = [
      document('/2022', { title: 'Port update', date: '2022-03-01' }),
      document('/2025', { title: 'Port update', date: '2025-03-01' }),
      document('/2023', { title: 'Port update', date: '2023-03-01' }),
    ]
    expect(paths(documents, 'port update')).toEqual(['/2025', '/2023', '/2022'])
  })

  it('leaves out an opening from the moment its valid_through passes', () => {
    const documents = [
      document('/open-positions#night-dispatcher', { title: 'Night dispatcher', section: 'open-positions', validThrough: '2026-11-28T11:59:00Z' }),
    ]
    expect(paths(documents, 'dispatcher')).toEqual([])
    expect(paths([{ ...documents[0]!, validThrough: '2026-11-29T00:00:00Z' }], 'dispatcher')).toEqual(['/open-positions#night-dispatcher'])
  })

  it('pages the results and marks the matched words in the excerpt, as text', () => {
    const documents = Array.from({ length: 23 }, (_, index) =>
      document(`/p${index}`, { title: `Pallet ${index}`, text: `A <b>pallet</b> of goods, number ${index}.` }),
    )
    const index = buildSearchIndex(documents, 'en')
    const third = runSearch(index, { query: 'pallet', page: 3, perPage: 10, now: NOW })
    expect([third.total, third.lastPage, third.results.length]).toEqual([23, 3, 3])
    expect(third.results[0]?.excerpt.parts).toEqual([
      { text: 'A <b>', marked: false },
      { text: 'pallet', marked: true },
      { text: expect.stringMatching(/^<\/b> of goods, number \d+\.$/), marked: false },
    ])
  })
})

describe('what search never finds, in the demo space', () => {
  const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
  const found = async (language: string, query: string) =>
    (
      (await (await exports.default.fetch(`http://localhost/api/search?${new URLSearchParams({ language, q: query })}`)).json()) as SearchSuggestions
    ).results.map((result) => result.path)

  beforeAll(async () => {
    await service.control('reset')
    await clearContentCache()
  })

  it.each([
    ['en', 'Rich text showcase', '/blog/rich-text-showcase', 'an unlisted story'],
    ['en', 'Working Student Operations', '/open-positions#working-student-operations', 'an opening past its valid_through'],
    ['de', 'Werkstudent Operations', '/de/open-positions#werkstudent-operations-m-w-d', 'an opening past its valid_through'],
    ['en', 'Anna Kowalska', '/authors/anna-kowalska', 'an author (no page of its own)'],
  ])('%s “%s” does not lead to %s (%s)', async (language, query, path) => {
    expect(await found(language, query)).not.toContain(path)
  })
})
