import { isOpen, readJobOpening } from '../../shared/content/types/jobOpening'
import { jobFilterSearch, readJobFilterQuery } from '../../shared/jobFilters/jobFilterQuery'
import type { Section } from '../../shared/sections/sections'
import { jobFilterData } from './jobFilterData'
import { listLoader } from './listLoader'
import type { Loader } from './Loader'

/** The normal form of the open positions' query that can be told without content: every value that may be known, sorted, once. */
export function jobOpeningsQuery(params: URLSearchParams): string {
  return jobFilterSearch(readJobFilterQuery(params))
}

/**
 * `/open-positions`: the whole list of open openings (every page of the list's query, which leaves
 * out openings past their `valid_through`), its filter options and the selection the address asks
 * for. Unknown values are dropped from the page's `search`, so a request for them is redirected
 * to the query without them.
 */
export function jobOpeningsLoader(section: Section): Loader {
  const loadList = listLoader(section)
  return async (input) => {
    const page = await loadList(input)
    if (!page || !('items' in page.data)) return null
    // An opening past its valid_through leaves the list, its filters' counts and its JSON-LD: the query
    // left out those past it when it was read, and the cached answer may be older than this request.
    // A preview keeps it, marked expired, so that editors see what they have.
    const { now } = page.data
    const items = input.ctx.draft ? page.data.items : page.data.items.filter((story) => isOpen(readJobOpening(story), now))
    const filters = jobFilterData(items, readJobFilterQuery(input.query), input.language)
    return { ...page, data: { ...page.data, items, total: items.length, jobFilters: filters }, search: jobFilterSearch(filters.selection) }
  }
}
