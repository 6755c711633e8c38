import type { Loader, QueryInLanguage } from '../loaders/Loader'

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
  /**
   * For routes with a query of their own whose words are the page's language (the open positions'
   * filters): that query in another language. Without it, a translation is reached without the query.
   */
  inLanguage?: QueryInLanguage
  /** A route that only some addresses of its shape are (pages in folders): where its loader finds nothing, the address is an unmatched route. */
  missIsUnmatched?: true
}
