import type { Hono } from 'hono'
import type { ContentStore } from './space/ContentStore'
import type { FaultInjector } from './control/FaultInjector'
import type { IndexNowLog } from './indexnow/IndexNowLog'
import type { ManagementSpace } from './management/ManagementSpace'
import type { RequestLog } from './control/RequestLog'
import type { WebhookDelivery, WebhookSettings } from './webhooks/sendWebhook'
import type { WebhookQueue } from './webhooks/WebhookQueue'

/**
 * Another local stand-in served on the service's origin, which the local services' entry composes
 * with it (the Amplitude collector, amplitude-local/): the service imports none of them.
 */
export interface ServiceAlongside {
  /** Its routes, mounted at `/` before the faults and the request log, behind the control API's guards for any under `/_control/`. */
  routes: Hono
  /** Forgets what it received and its faults: part of `POST /_control/reset`. */
  reset(): void
}

/** Mutable state shared by the CDN API, the Management API and the control API: one space, whichever API writes or reads it. */
export interface ServiceState {
  store: ContentStore
  faults: FaultInjector
  log: RequestLog
  webhook: WebhookSettings
  /** Webhook settings the service started with; `POST /_control/reset` restores them. */
  initialWebhook: WebhookSettings
  deliveries: WebhookDelivery[]
  /** The webhooks of Management API writes, sent one after another. */
  webhooks: WebhookQueue
  /** The Management API's components, groups, datasources and entries. */
  management: ManagementSpace
  /** The other stand-ins served beside the service (ContentAppOptions.alongside): `POST /_control/reset` resets them too. */
  alongside: readonly ServiceAlongside[]
  /** The submissions the IndexNow stand-in accepted. */
  indexNow: IndexNowLog
  /**
   * The origin the Content Delivery API's answers point asset URLs at (assetUrlReplacer); undefined:
   * Storyblok's own. Writes turn it back into Storyblok's (management/storedAssetUrls.ts).
   */
  assetOrigin: string | undefined
}
