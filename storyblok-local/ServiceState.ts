import type { AnalyticsCollector } from './analytics/AnalyticsCollector'
import type { ContentStore } from './ContentStore'
import type { FaultInjector } from './FaultInjector'
import type { IndexNowLog } from './indexnow/IndexNowLog'
import type { ManagementSpace } from './management/ManagementSpace'
import type { RequestLog } from './RequestLog'
import type { WebhookDelivery, WebhookSettings } from './sendWebhook'
import type { WebhookQueue } from './WebhookQueue'

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
  /** The local Amplitude collector. */
  analytics: AnalyticsCollector
  /** The submissions the IndexNow stand-in accepted. */
  indexNow: IndexNowLog
  /**
   * The origin the Content Delivery API's answers point asset URLs at (assetUrlReplacer); undefined:
   * Storyblok's own. Writes turn it back into Storyblok's (management/storedAssetUrls.ts).
   */
  assetOrigin: string | undefined
}
