import type { TestContentService } from '../../tests/support/TestContentService'
import { publish } from './contentQueries'

/** The local Workers Cache's counters (workers-cache-local/README.md). */
interface EdgeStats {
  purges: number
  purgesWaiting: boolean
}

async function edgeStats(site: string): Promise<EdgeStats> {
  return (await (await fetch(`${site}/cdn-cgi/local-cache/stats`)).json()) as EdgeStats
}

/** Milliseconds until the purge queue has sent everything queued so far (polled every 20 ms). */
export async function untilPurged(site: string, started = performance.now()): Promise<number> {
  while ((await edgeStats(site)).purgesWaiting) await new Promise((resolve) => setTimeout(resolve, 20))
  return performance.now() - started
}

export interface PurgeBurst {
  publishes: number
  /** Purge calls those publishes became. */
  calls: number
  /** From the first publish to the last purge sent. */
  ms: number
}

/** A burst of publishes, one after another (each with its webhook): how many purge calls they become, and when the last is sent. */
export async function measurePurgeBurst(site: string, service: TestContentService, fullSlugs: readonly string[]): Promise<PurgeBurst> {
  await untilPurged(site)
  const before = (await edgeStats(site)).purges
  const started = performance.now()
  for (const fullSlug of fullSlugs) await publish(service, fullSlug)
  const ms = await untilPurged(site, started)
  return { publishes: fullSlugs.length, calls: (await edgeStats(site)).purges - before, ms }
}
