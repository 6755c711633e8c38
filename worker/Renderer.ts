import { WorkerEntrypoint } from 'cloudflare:workers'
import { createApp } from './app'
import { edgeCacheControl } from './cache/cacheControl'
import { EVERYTHING_TAG } from './cache/cacheTagHeader'
import { lastTouch } from './cache/Invalidations'
import { readInvalidationMarker } from './cache/invalidationMarkerStore'
import type { PurgeCall } from './edge/purgeSchedule'

/** What became of one purge call: done, refused by Workers Cache (its rate limit, a bad tag), or no Workers Cache in this runtime. */
export type PurgeOutcome = { done: true } | { done: false; refused: string } | { done: false; unavailable: true }

const app = createApp()

/**
 * The cached entry point (docs/decisions/workers-cache.md): pages, feeds, sitemaps and their 404s
 * for a request the gateway has stripped of everything about its visitor. Workers Cache sits in
 * front of it: a hit never runs it. Each answer says how long the edge may keep it
 * (edgeCacheControl) and what it was built from (`Cache-Tag`, which Cloudflare strips).
 */
export class Renderer extends WorkerEntrypoint<Env> {
  override async fetch(request: Request): Promise<Response> {
    const before = await readInvalidationMarker({ env: this.env })
    const rendered = await app.fetch(request, this.env, this.ctx)
    const response = new Response(rendered.body, rendered)
    const edge = edgeCacheControl(response.status, response.headers.get('cache-control'), response.headers.get('expires'), Date.now())
    if (edge) {
      // A publish while the answer was made (cachedPage has it whole by now): its purge may be out
      // before the answer reaches the edge, which would keep what came before the publish for an
      // hour. Read as every isolate reads the marker, at most a second old: a purge waits longer
      // (purgeSchedule.ts), so a publish this read misses is purged after the answer is kept.
      const publishedMeanwhile = lastTouch(await readInvalidationMarker({ env: this.env })) > lastTouch(before)
      response.headers.set('cloudflare-cdn-cache-control', publishedMeanwhile ? 'no-store' : edge)
      if (!response.headers.has('cache-tag')) response.headers.set('cache-tag', EVERYTHING_TAG)
    }
    return response
  }

  /**
   * Purges this entry point's cache (a purge reaches only the cache of the entry point that calls
   * it): called by the purge queue (PurgeQueue), never by a request.
   */
  async purge(call: PurgeCall): Promise<PurgeOutcome> {
    const cache = this.ctx.cache
    if (!cache) return { done: false, unavailable: true }
    const result = await cache.purge(call)
    return result.success ? { done: true } : { done: false, refused: result.errors.map((error) => `${error.code} ${error.message}`).join('; ') }
  }
}
