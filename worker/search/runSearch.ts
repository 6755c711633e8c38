import type { SearchResult, SearchResults } from '../../shared/search/SearchResults'
import { MAX_QUERY_WORDS } from '../../shared/search/searchAddress'
import { findDocuments, queryWords, type SearchIndexData } from './searchIndex'
import { searchExcerpt } from './searchExcerpt'
import { spellingSuggestion } from './spellingSuggestion'
import { wordsOf } from './searchTerms'

/** What one search asks: its words, which page of results, and how many a page holds. */
export interface SearchRequest {
  query: string
  page: number
  perPage: number
  /** The request's time (ms): openings past their end are not found. */
  now: number
}

/**
 * A page of a query's results in a language's index, with excerpts; with none, a spelling the index
 * knows that finds some. No index: an empty query, nothing found.
 */
export function runSearch(data: SearchIndexData | null, { query, page, perPage, now }: SearchRequest): SearchResults {
  const words = queryWords(query)
  if (data === null) return { query, wordsLeftOut: false, total: 0, page, lastPage: 1, results: [], suggestion: null }
  const hits = findDocuments(data, words, now)
  const lastPage = Math.max(1, Math.ceil(hits.length / perPage))
  const results = hits.slice((page - 1) * perPage, page * perPage).map(({ document, terms }): SearchResult => ({
    path: document.path,
    title: document.title,
    section: document.section,
    date: document.date,
    excerpt: searchExcerpt(document.text || document.headings, terms, data.language),
  }))
  let suggestion: string | null = null
  if (hits.length === 0 && words.length > 0) {
    const spelled = spellingSuggestion(data, words)
    if (spelled !== null && findDocuments(data, queryWords(spelled), now).length > 0) suggestion = spelled
  }
  return { query, wordsLeftOut: wordsOf(query).length > MAX_QUERY_WORDS, total: hits.length, page, lastPage, results, suggestion }
}
