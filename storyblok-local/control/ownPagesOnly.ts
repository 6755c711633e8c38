import type { MiddlewareHandler } from 'hono'

/** Methods that carry a body the service acts on. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH'])

/**
 * The control API and the Management API answer only the service's own pages (the local editor)
 * and tools that send no `Origin` (the scripts, the tests, `space:push`): a web page elsewhere,
 * open while `npm start` runs, must not be able to point webhooks elsewhere, stall the machine
 * with a scale, or write the space. A body must be JSON (`application/json`): a form or
 * `text/plain` post is what a page elsewhere can send without asking first (no CORS preflight).
 */
export const ownPagesOnly: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin')
  if (origin !== undefined && origin !== new URL(c.req.url).origin) {
    return c.json({ error: 'Only the local editor, or a tool that sends no Origin, may call this API' }, 403)
  }
  const type = c.req.header('content-type')
  const hasBody = type !== undefined || Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined
  if (WITH_BODY.has(c.req.method) && hasBody && !type?.toLowerCase().startsWith('application/json')) {
    return c.json({ error: 'Send the body as JSON (Content-Type: application/json)' }, 415)
  }
  await next()
}
