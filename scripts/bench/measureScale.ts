import type { TestContentService } from '../../tests/support/TestContentService'
import { BENCH_UNCACHED_HEADER } from '../../worker/config/benchBypass'
import { publish, queriesDuring, scaleBlogTo, BLOG_FOLDER, type ContentQueries } from './contentQueries'
import { measureThroughput, type ThroughputRow, type ThroughputSettings, type ThroughputTarget } from './measureThroughput'

/** A site address whose content queries are counted at each scale. */
export interface ScaleTarget {
  label: string
  path: string
}

export interface ScaleRun {
  blogPosts: number
  /** The list through the cache bypass (content from KV, React every request). */
  list: ThroughputRow
  /** Per target, what one request right after a publish asked of the content service. */
  queries: { target: ScaleTarget; queries: ContentQueries }[]
}

/**
 * At each scale (extra generated English blog posts, `POST /_control/scale`): the list page's
 * throughput through the cache bypass, and for each target the content queries of one request
 * right after a publish (so nothing comes from the content cache). Ends with the scale at 0.
 * A scale may come twice (e.g. 0, 10,000, 0), so that a drift of the machine's load shows.
 */
export async function measureScale(
  site: string,
  service: TestContentService,
  listPath: string,
  targets: readonly ScaleTarget[],
  scales: readonly number[],
  settings: ThroughputSettings,
): Promise<ScaleRun[]> {
  const runs: ScaleRun[] = []
  try {
    for (const blogPosts of scales) {
      await scaleBlogTo(service, blogPosts)
      const queries: ScaleRun['queries'] = []
      for (const target of targets) {
        await publish(service, BLOG_FOLDER)
        queries.push({
          target,
          queries: await queriesDuring(service, async () => {
            const response = await fetch(site + target.path)
            await response.arrayBuffer()
            if (response.status !== 200) throw new Error(`${target.path} answered ${response.status} with ${blogPosts} extra posts`)
          }),
        })
      }
      const list: ThroughputTarget = { name: `uncached ${listPath} +${blogPosts}`, url: site + listPath, bytes: 0, headers: { [BENCH_UNCACHED_HEADER]: '1' } }
      runs.push({ blogPosts, list: (await measureThroughput([list], settings)).of(list), queries })
    }
  } finally {
    await scaleBlogTo(service, 0)
  }
  return runs
}
