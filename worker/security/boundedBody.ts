import type { Context, MiddlewareHandler } from 'hono'

/**
 * A route's body limit, like Hono's `bodyLimit`, but a body it refuses is cancelled, not left
 * half read: a chunked body over the limit (or one whose `Content-Length` says so) is answered by
 * `refuse` (413) and its stream cancelled, so the connection is free for the next request. Under
 * `wrangler dev`, Hono's own left the rest of a 40 KB chunked body in the pipe, and the next
 * request hung for a minute or got "Your worker restarted mid-request". A body within the limit
 * is read whole and handed on.
 */
export function boundedBody(maxBytes: number, refuse: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const reader = body.getReader()
    const refused = async () => {
      await reader.cancel().catch(() => undefined)
      return refuse(c)
    }
    const declared = Number(c.req.header('content-length'))
    if (!c.req.header('transfer-encoding') && declared > maxBytes) return refused()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) return refused()
      chunks.push(value)
    }
    const whole = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      whole.set(chunk, offset)
      offset += chunk.byteLength
    }
    c.req.raw = new Request(c.req.raw, { body: whole })
    return next()
  }
}
