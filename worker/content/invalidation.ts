import type { ContentContext } from './ContentContext'

/** Written by the publish webhook: cached entries fetched before `at` are out of date. */
export interface InvalidationMarker {
  at: number
  /** Storyblok's content version after the publish, passed as `cv` to bypass its CDN cache. */
  cv: number | null
}

const MARKER_KEY = 'content/invalidated'

export function readInvalidationMarker(ctx: ContentContext): Promise<InvalidationMarker | null> {
  ctx.marker ??= ctx.env.CONTENT_CACHE.get<InvalidationMarker>(MARKER_KEY, 'json')
  return ctx.marker
}

export async function writeInvalidationMarker(env: Env, marker: InvalidationMarker): Promise<void> {
  await env.CONTENT_CACHE.put(MARKER_KEY, JSON.stringify(marker))
}
