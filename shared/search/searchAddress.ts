/** The search page below the language prefix. */
export const SEARCH_PAGE = '/search'
/** The JSON endpoint the header's suggestions read. */
export const SEARCH_API = '/api/search'
/** Words of a query that are searched; the page says when a query had more. */
export const MAX_QUERY_WORDS = 12
/** Characters of a query that are read; a longer one is cut here (and its words past MAX_QUERY_WORDS are left out). */
export const MAX_QUERY_CHARS = 200
/** A page number: a positive integer without leading zeros, small enough to be a real page. */
const PAGE_NUMBER = /^[1-9]\d{0,3}$/

/** A query as it is searched: its spaces made single, trimmed, at most MAX_QUERY_CHARS. */
export function normalQuery(value: string | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARS).trim()
}

/** The search page's query and page number from its address (an invalid page number is the first). */
export function searchQuery(params: URLSearchParams): { q: string; page: number } {
  const page = params.get('page') ?? ''
  return { q: normalQuery(params.get('q')), page: PAGE_NUMBER.test(page) ? Number(page) : 1 }
}

/** The address of a page of results: `{prefix}/search?q=…`, with `&page=n` past the first. */
export function searchHref(prefix: string, q: string, page = 1): string {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return `${prefix}${SEARCH_PAGE}${search ? `?${search}` : ''}`
}

/** The normal form of the search page's query, as the route table compares it with the address's (`?q=…`, '' for none). */
export function searchQueryNormalForm(params: URLSearchParams): string {
  const { q, page } = searchQuery(params)
  return searchHref('', q, page).slice(SEARCH_PAGE.length)
}
