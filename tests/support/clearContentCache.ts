import { env } from 'cloudflare:workers'
import * as isolateMemory from '../../worker/cache/isolateMemory'

/** Empties the worker's KV namespace (cached content, rendered pages, the invalidation marker) and everything the isolate remembers. */
export async function clearContentCache(): Promise<void> {
  for (const store of Object.values(isolateMemory)) store.clear()
  let cursor: string | undefined
  do {
    const page = await env.CONTENT_CACHE.list(cursor ? { cursor } : {})
    await Promise.all(page.keys.map((key) => env.CONTENT_CACHE.delete(key.name)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
}
