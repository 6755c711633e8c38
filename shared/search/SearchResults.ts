import type { SectionId } from '../sections/sections'

/** A piece of a result's text, marked where it is a word the query matched. */
export interface SearchExcerpt {
  parts: { text: string; marked: boolean }[]
  /** Text was left out before and after it. */
  cutBefore: boolean
  cutAfter: boolean
}

/** One result as the search page and the header's suggestions show it. */
export interface SearchResult {
  path: string
  title: string
  /** The section it belongs to (what it is); null for a page outside the sections. */
  section: SectionId | null
  /** ISO date: its own date, else its first publication. */
  date: string | null
  excerpt: SearchExcerpt
}

/** A search and what it found: one page of results. */
export interface SearchResults {
  /** The query as the visitor typed it (trimmed). */
  query: string
  /** Words of the query beyond what a query reads (MAX_QUERY_WORDS) were left out. */
  wordsLeftOut: boolean
  total: number
  page: number
  lastPage: number
  results: SearchResult[]
  /** With no results: a query of words the site uses that finds some; null for none. */
  suggestion: string | null
}

/** What the header's suggestions read (`GET /api/search`): the first results, without excerpts. */
export interface SearchSuggestions {
  query: string
  total: number
  results: Omit<SearchResult, 'excerpt'>[]
}
