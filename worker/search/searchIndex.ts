import MiniSearch, { type AsPlainObject, type Options, type Query } from 'minisearch'
import { MAX_QUERY_WORDS } from '../../shared/search/searchAddress'
import type { SearchDocument } from './searchDocuments'
import { indexTerms, wordsOf, wordTerms } from './searchTerms'

/** A language's index as it is kept (KV, the isolate): its documents, MiniSearch's index of them, and the words they use. */
export interface SearchIndexData {
  language: string
  documents: SearchDocument[]
  index: AsPlainObject
  /** Every word of four letters or more, folded, with the spelling the texts use most: what a query without results is told to try. */
  vocabulary: Record<string, string>
}

type IndexedDocument = SearchDocument & { id: number }

/** Ranking: a word in the title counts most, then in a heading, then in the text. */
const FIELD_BOOST = { title: 4, headings: 2, text: 1 }
const FIELDS = Object.keys(FIELD_BOOST)
/** Among results that match equally well, the newer ranks first: a nudge far below any difference in matching. */
const RECENCY_NUDGE = 1e-4
/** One typo is forgiven in words of this many letters and more. */
const FUZZY_LETTERS = 5
/** The word being typed is completed once it has this many letters. */
const PREFIX_LETTERS = 2
const VOCABULARY_LETTERS = 4

function miniSearchOptions(language: string): Options<IndexedDocument> {
  return {
    idField: 'id',
    fields: FIELDS,
    tokenize: (text) => wordsOf(text).map(({ word }) => word),
    processTerm: indexTerms(language),
    // Queries are analysed before they reach MiniSearch (queryTree): their terms are taken as they are.
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  }
}

/** The words texts use, folded, each with its most frequent spelling. */
function vocabularyOf(documents: readonly SearchDocument[], language: string): Record<string, string> {
  const termsOf = wordTerms(language)
  const counts = new Map<string, Map<string, number>>()
  for (const document of documents) {
    for (const { word } of wordsOf(`${document.title}\n${document.headings}\n${document.text}`)) {
      if (word.length < VOCABULARY_LETTERS || /^\p{N}+$/u.test(word)) continue
      const { surface } = termsOf(word)
      const spellings = counts.get(surface) ?? new Map<string, number>()
      const spelling = word.toLocaleLowerCase(language)
      spellings.set(spelling, (spellings.get(spelling) ?? 0) + 1)
      counts.set(surface, spellings)
    }
  }
  return Object.fromEntries([...counts].map(([surface, spellings]) => [surface, [...spellings].sort((a, b) => b[1] - a[1])[0]?.[0] ?? surface]))
}

/** A language's index of its documents. */
export function buildSearchIndex(documents: SearchDocument[], language: string): SearchIndexData {
  const search = new MiniSearch<IndexedDocument>(miniSearchOptions(language))
  search.addAll(documents.map((document, id) => ({ ...document, id })))
  return { language, documents, index: search.toJSON(), vocabulary: vocabularyOf(documents, language) }
}

/** A kept index, searchable: MiniSearch's, and each document's place between the oldest (0) and the newest (1). */
interface LoadedSearch {
  search: MiniSearch<IndexedDocument>
  recency: number[]
}

const loaded = new WeakMap<SearchIndexData, LoadedSearch>()

/** The kept index made searchable again, once per isolate and copy. */
function loadedSearch(data: SearchIndexData): LoadedSearch {
  let searchable = loaded.get(data)
  if (!searchable) {
    const times = data.documents.map((document) => Date.parse(document.date ?? '') || 0)
    // reduce, not Math.min(...times): an argument list has a limit, an index has none.
    const oldest = times.reduce((least, time) => Math.min(least, time), Number.POSITIVE_INFINITY)
    const span = times.reduce((most, time) => Math.max(most, time), Number.NEGATIVE_INFINITY) - oldest
    searchable = {
      search: MiniSearch.loadJS<IndexedDocument>(data.index, miniSearchOptions(data.language)),
      recency: times.map((time) => (span > 0 ? (time - oldest) / span : 0)),
    }
    loaded.set(data, searchable)
  }
  return searchable
}

/** A query's words as the index analyses them, at most MAX_QUERY_WORDS. */
export function queryWords(query: string): string[] {
  return wordsOf(query)
    .map(({ word }) => word)
    .slice(0, MAX_QUERY_WORDS)
}

/**
 * What MiniSearch is asked for a query's words: every word must match (AND), each by its stem
 * exactly or by its folded form with one typo (words of five letters and more); the last word, the
 * one being typed, also as the start of a longer word.
 */
function queryTree(words: readonly string[], language: string): Query {
  const termsOf = wordTerms(language)
  return {
    combineWith: 'AND',
    queries: words.map((word, index) => {
      const { surface, stem } = termsOf(word)
      const prefix = index === words.length - 1 && surface.length >= PREFIX_LETTERS
      const forms: Query[] = [{ queries: [surface], fuzzy: surface.length >= FUZZY_LETTERS ? 1 : false, prefix }]
      if (stem !== surface) forms.push({ queries: [stem], fuzzy: false, prefix })
      return { combineWith: 'OR', queries: forms }
    }),
  }
}

/** One result: its document, and the index terms it matched (what its excerpt marks). */
export interface SearchHit {
  document: SearchDocument
  terms: string[]
}

/** Every document a query finds, best first; openings past their end are left out. */
export function findDocuments(data: SearchIndexData, words: readonly string[], now: number): SearchHit[] {
  if (words.length === 0) return []
  const { search, recency } = loadedSearch(data)
  const results = search.search(queryTree(words, data.language), {
    boost: FIELD_BOOST,
    boostDocument: (id: number) => 1 + RECENCY_NUDGE * (recency[id] ?? 0),
  })
  return results.flatMap((result) => {
    const document = data.documents[result.id as number]
    if (!document) return []
    if (document.validThrough !== null && Date.parse(document.validThrough) <= now) return []
    return [{ document, terms: result.terms }]
  })
}
