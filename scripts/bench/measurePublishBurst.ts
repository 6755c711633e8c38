import type { TestContentService } from '../../tests/support/TestContentService'
import { publish, queriesDuring, type ContentQueries } from './contentQueries'
import { untilPurged } from './edgePurges'
import { percentile } from './percentile'

/** A page of the burst, and how many of its requests are sent at once. */
export interface BurstTarget {
  path: string
  requests: number
}

export interface PublishBurst {
  fullSlug: string
  targets: readonly BurstTarget[]
  /** Milliseconds from sending to the whole body, per request. */
  p50: number
  p95: number
  non2xx: number
  /** From the publish to its purge of Workers Cache (the local one): the touched pages are rendered afresh from then. */
  purgedMs: number
  /** What the publish (its webhook) and the burst asked of the content service together. */
  queries: ContentQueries
}

async function timedGet(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

/**
 * A publish under load: every target is requested once (kept), `fullSlug` is published (the
 * service sends the signed webhook to the site), its purge of the edge is awaited (and timed), then
 * every target's requests are sent at once.
 * Counts the Storyblok requests of the publish and the burst, and the burst's latencies.
 */
export async function measurePublishBurst(site: string, service: TestContentService, fullSlug: string, targets: readonly BurstTarget[]): Promise<PublishBurst> {
  for (const { path } of targets) await timedGet(site + path)
  let timings: { ms: number; status: number }[] = []
  let purgedMs = 0
  const queries = await queriesDuring(service, async () => {
    const published = performance.now()
    await publish(service, fullSlug)
    purgedMs = await untilPurged(site, published)
    timings = await Promise.all(targets.flatMap(({ path, requests }) => Array.from({ length: requests }, () => timedGet(site + path))))
  })
  const times = timings.map((timing) => timing.ms)
  return {
    fullSlug,
    targets,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    non2xx: timings.filter((timing) => timing.status < 200 || timing.status > 299).length,
    purgedMs,
    queries,
  }
}
