import { Hono } from 'hono'
import { endTime, startTime } from 'hono/timing'
import { normalQuery } from '../../shared/search/searchAddress'
import type { SearchSuggestions } from '../../shared/search/SearchResults'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import { createContentContext } from '../content/ContentContext'
import { CACHE_CONTROL } from '../cache/cacheControl'
import { benchBypass } from '../config/benchBypass'

/** Results a suggestion list shows; the search page has them all. */
const SUGGESTIONS = 6

/**
 * `GET /api/search?language=de&q=kühl`: the first results of a query, for the header's
 * suggestions (shared/components/search). The same index and ranking as the search page;
 * a language the site is not in is a 400. Server-Timing: `index` (the language's index ready:
 * the isolate's copy, KV's, or built) and `search` (the query).
 */
export const searchRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const language = c.req.query('language') ?? ''
  const config = languageConfig(c.env)
  if (!config.supported.has(language)) {
    return c.json({ error: `Unknown language: use one of ${[...config.supported].join(', ')}` }, 400, { 'cache-control': CACHE_CONTROL.noStore })
  }
  const query = normalQuery(c.req.query('q') ?? null)
  const ctx = createContentContext(c.env, c.executionCtx)
  const { forgetSearchIndex, languageSearchIndex } = await import('../search/languageSearchIndex')
  const { runSearch } = await import('../search/runSearch')
  // The bench measures a cold isolate's load of the index from KV (local content only).
  if (benchBypass(c.req.raw.headers, ctx.source.endpoint !== undefined)) await forgetSearchIndex(language)
  startTime(c, 'index')
  const index = await languageSearchIndex(ctx, language, config)
  endTime(c, 'index')
  startTime(c, 'search')
  const found = runSearch(index, { query, page: 1, perPage: SUGGESTIONS, now: Date.now() })
  endTime(c, 'search')
  const body: SearchSuggestions = {
    query,
    total: found.total,
    results: found.results.map(({ path, title, section, date }) => ({ path, title, section, date })),
  }
  return c.json(body, 200, { 'cache-control': CACHE_CONTROL.revalidate })
})
