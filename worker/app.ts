import { Hono } from 'hono'
import { timing } from 'hono/timing'
import type { AppEnv } from './AppEnv'
import { buildRoutes } from './routes/buildRoutes'
import { handleError } from './routes/handleError'
import { pageRoutes } from './routes/pageRoutes'
import { webhookRoutes } from './routes/webhookRoutes'

export function createApp() {
  return new Hono<AppEnv>()
    .use(timing({ totalDescription: 'Total' }))
    .route('/builds', buildRoutes)
    .route('/api/webhooks', webhookRoutes)
    .route('/', pageRoutes)
    .onError(handleError)
}
