import { env } from 'cloudflare:workers'

/** Empties the worker's KV namespace (cached content, rendered pages, the invalidation marker). */
export async function clearContentCache(): Promise<void> {
  let cursor: string | undefined
  do {
    const page = await env.CONTENT_CACHE.list(cursor ? { cursor } : {})
    await Promise.all(page.keys.map((key) => env.CONTENT_CACHE.delete(key.name)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
}
