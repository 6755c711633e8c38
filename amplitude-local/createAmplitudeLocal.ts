import { Hono } from 'hono'
import { AnalyticsCollector } from './AnalyticsCollector'
import { createAnalyticsControlApi } from './createAnalyticsControlApi'
import { createCollectorApi } from './createCollectorApi'

/** The Amplitude project key the local collector accepts; `npm start` renders it into the pages. */
export const DEMO_API_KEY = 'local-amplitude-demo-key'

/** The local Amplitude stand-in, as another service serves it on its origin. */
export interface AmplitudeLocal {
  /** Amplitude's ingestion endpoint `POST /2/httpapi`, and the collector's test controls under `/_control/analytics`. */
  routes: Hono
  /** Forgets the events and requests received and the queued faults. */
  reset(): void
}

/**
 * The local Amplitude collector (HTTP API v2) as routes to mount at `/` of a web app: the local
 * services' entry serves them on the local Storyblok's origin (scripts/localSite/startLocalServices.ts),
 * whose guards answer `/_control/` to loopback clients only.
 */
export function createAmplitudeLocal(apiKeys: readonly string[] = [DEMO_API_KEY]): AmplitudeLocal {
  const collector = new AnalyticsCollector(apiKeys)
  const routes = new Hono()
  routes.route('/2', createCollectorApi(collector))
  routes.route('/_control/analytics', createAnalyticsControlApi(collector))
  return { routes, reset: () => collector.reset() }
}
