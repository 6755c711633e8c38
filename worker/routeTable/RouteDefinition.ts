import type { Loader } from '../loaders/Loader'

/** Which configured languages have a screen: every language (home), site languages, or press languages. */
export type RouteAvailability = 'all' | 'site' | 'press'

/** One row of the route table. */
export interface RouteDefinition {
  /** Below the language prefix; `:name` matches one non-empty segment. */
  pattern: string
  availability: RouteAvailability
  load: Loader
  /** Story routes: the content types they show (their stories' own address is this route). */
  components?: readonly string[]
  /**
   * For routes whose page depends on the query: its normal form as far as it can be told
   * without content ('' for none). Only a request already in that form may use the page cache,
   * keyed by path and query; the loader's `search` has the last word.
   */
  query?: (params: URLSearchParams) => string
  /** A list's story route: the path of a page of the list, where a number stands in the place of a story's slug (`/blog/2`). */
  pageOfList?: (page: number) => string
  /** A route that only some addresses of its shape are (pages in folders): where its loader finds nothing, the address is an unmatched route. */
  missIsUnmatched?: true
}
