import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { AnalyticsCollector } from './AnalyticsCollector'

/**
 * Amplitude's HTTP API v2 ingestion endpoint, `POST /2/httpapi`, for the browser SDK: CORS open to
 * any origin like Amplitude's, the body read as text whatever its content type (sendBeacon posts
 * `text/plain`).
 */
export function createCollectorApi(collector: AnalyticsCollector): Hono {
  const api = new Hono()
  api.use('*', cors({ origin: '*', allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['Content-Type', 'Accept'] }))
  api.post('/httpapi', async (c) => {
    const { status, body } = collector.ingest(await c.req.text())
    return c.json(body, status as 200)
  })
  api.all('/httpapi', (c) => c.json({ code: 405, error: 'Method Not Allowed' }, 405, { allow: 'POST' }))
  return api
}
