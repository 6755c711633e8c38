import { env } from 'cloudflare:workers'
import { forgetRememberedMarker } from '../../worker/content/invalidation'
import { forgetRememberedContent } from '../../worker/content/readThroughCache'
import { forgetRememberedPages } from '../../worker/render/cachedPage'

/** Empties the worker's KV namespace (cached content, rendered pages, the invalidation marker) and what the isolate remembers of it. */
export async function clearContentCache(): Promise<void> {
  forgetRememberedContent()
  forgetRememberedPages()
  forgetRememberedMarker()
  let cursor: string | undefined
  do {
    const page = await env.CONTENT_CACHE.list(cursor ? { cursor } : {})
    await Promise.all(page.keys.map((key) => env.CONTENT_CACHE.delete(key.name)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
}
