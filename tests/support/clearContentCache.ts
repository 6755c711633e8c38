import { env } from 'cloudflare:workers'
import { runInDurableObject } from 'cloudflare:test'
import { invalidations } from '../../worker/cache/Invalidations'
import * as isolateMemory from '../../worker/cache/isolateMemory'

/**
 * Empties the marker's Durable Object. A file that loads the worker's modules again (`vi.resetModules`)
 * invalidates the object, and its next call is refused once, asking to be retried.
 */
async function clearMarker(): Promise<void> {
  const clear = () => runInDurableObject(invalidations(env), (_marker, state) => state.storage.deleteAll())
  await clear().catch((error: unknown) => {
    if (!/invalidating this Durable Object/.test(String(error))) throw error
    return clear()
  })
}

/** Empties the worker's KV namespace (cached content, rendered pages), the invalidation marker and everything the isolate remembers. */
export async function clearContentCache(): Promise<void> {
  for (const store of Object.values(isolateMemory)) store.clear()
  await clearMarker()
  let cursor: string | undefined
  do {
    const page = await env.CONTENT_CACHE.list(cursor ? { cursor } : {})
    await Promise.all(page.keys.map((key) => env.CONTENT_CACHE.delete(key.name)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
}
