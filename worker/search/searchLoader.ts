import { languagePrefix } from '../../shared/i18n/languages'
import { SEARCH_PAGE, searchHref, searchQuery, searchQueryNormalForm } from '../../shared/search/searchAddress'
import type { Loader } from '../loaders/Loader'

/** Results on one page of the search page. */
const RESULTS_PER_PAGE = 10

/**
 * `/search?q=`: a page of results from the language's index (loaded only here: the search code and
 * its stemmers never slow an ordinary page). An address in any other form than the normal one
 * (spaces, an empty or invalid page) is redirected to it; a page past the last is a 404.
 */
export const searchLoader: Loader = async ({ ctx, language, config, languages, query }) => {
  const { q, page } = searchQuery(query)
  const prefix = languagePrefix(language)
  const { languageSearchIndex } = await import('./languageSearchIndex')
  const { runSearch } = await import('./runSearch')
  // Without a query the page is its form alone: no index is read.
  const index = q === '' ? null : await languageSearchIndex(ctx, language, config)
  const search = runSearch(index, { query: q, page, perPage: RESULTS_PER_PAGE, now: Date.now() })
  if (page > search.lastPage) return null
  if (q !== '' && search.total === 0 && !ctx.draft) {
    const { recordSearchMiss } = await import('./searchMisses')
    // A miss that cannot be counted costs the visitor nothing.
    ctx.waitUntil(recordSearchMiss(ctx.env.LEADS, language, q, Date.now()).catch((error: unknown) => console.warn('search miss not recorded', error)))
  }
  const sections = [...new Set((index?.documents ?? []).flatMap((document) => (document.section ? [document.section] : [])))]
  return {
    data: {
      kind: 'search',
      story: null,
      search,
      sections,
      previousHref: page > 1 ? searchHref(prefix, q, page - 1) : null,
      nextHref: page < search.lastPage ? searchHref(prefix, q, page + 1) : null,
    },
    alternates: languages.map((alternate) => ({ language: alternate, href: `${languagePrefix(alternate)}${SEARCH_PAGE}` })),
    canonicalPath: `${prefix}${SEARCH_PAGE}`,
    search: searchQueryNormalForm(query),
  }
}
