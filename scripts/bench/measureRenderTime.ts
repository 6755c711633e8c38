import { BENCH_UNCACHED_HEADER } from '../../worker/config/benchBypass'
import type { TestContentService } from '../../tests/support/TestContentService'
import { publish, queriesDuring, type ContentQueries } from './contentQueries'
import { serverTiming, serverTimingDescription } from './serverTiming'

/** A desktop Chrome: the site streams to browsers; crawlers (any other agent, Node's fetch included) wait for the whole document. */
const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

export interface RenderTimes {
  path: string
  /** `render` of Server-Timing (ms) of each fresh render right after a publish. */
  freshMs: number[]
  /** The whole response of each fresh render (ms, measured by the bench: loaders reading the content service, render, transfer). */
  freshTotalMs: number[]
  /** What the last fresh render asked of the content service. */
  queries: ContentQueries
  /** `render` of each uncached render (the bench's cache bypass: content from KV, React every time). */
  uncachedMs: number[]
}

/** How long a publish may take to reach the local edge cache (its purge queue batches for about a second). */
const PURGE_TIMEOUT_MS = 30_000

async function timedGet(url: string, headers: Record<string, string>): Promise<{ header: string | null; edge: string | null; ms: number }> {
  const started = performance.now()
  const response = await fetch(url, { headers: { 'user-agent': BROWSER_USER_AGENT, ...headers } })
  await response.text()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return { header: response.headers.get('server-timing'), edge: response.headers.get('cf-cache-status'), ms: performance.now() - started }
}

/**
 * Resolves once the site's purge queue has handed Workers Cache (the local one) what the last
 * publish touched: until then the edge answers with its old copy, whose render this is not.
 */
async function purged(site: string): Promise<void> {
  const deadline = performance.now() + PURGE_TIMEOUT_MS
  while (((await (await fetch(`${site}/cdn-cgi/local-cache/stats`)).json()) as { purgesWaiting: boolean }).purgesWaiting) {
    if (performance.now() > deadline) throw new Error(`the publish's purge did not reach the edge cache within ${PURGE_TIMEOUT_MS / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function renderMs(header: string | null, url: string): number {
  const value = serverTiming(header, 'render')
  if (value === null) throw new Error(`${url} sent no render timing: ${header}`)
  return value
}

/**
 * The render time of the story `fullSlug` at `path`, one request at a time: `samples` fresh
 * renders, each right after publishing the story and its purge from the edge (the webhook
 * invalidates the caches, so the page is rendered from freshly loaded content; until the purge
 * the edge answers its old copy, which carries no timings), and `samples` renders through the
 * cache bypass.
 */
export async function measureRenderTime(site: string, service: TestContentService, fullSlug: string, path: string, samples: number): Promise<RenderTimes> {
  const url = site + path
  const times: RenderTimes = { path, freshMs: [], freshTotalMs: [], queries: { count: 0, storyLists: 0, maxStoriesPerPage: 0, paths: [] }, uncachedMs: [] }
  for (let sample = 0; sample < samples; sample++) {
    await publish(service, fullSlug)
    await purged(site)
    times.queries = await queriesDuring(service, async () => {
      const { header, edge, ms } = await timedGet(url, {})
      if (edge !== 'MISS') throw new Error(`${url} came from the edge cache (${edge}) after a publish and its purge`)
      if (serverTimingDescription(header, 'cache')?.startsWith('page-')) throw new Error(`${url} came from the page cache after a publish`)
      times.freshMs.push(renderMs(header, url))
      times.freshTotalMs.push(ms)
    })
  }
  await timedGet(url, { [BENCH_UNCACHED_HEADER]: '1' })
  for (let sample = 0; sample < samples; sample++) {
    times.uncachedMs.push(renderMs((await timedGet(url, { [BENCH_UNCACHED_HEADER]: '1' })).header, url))
  }
  return times
}
