import type { AnalyticsCollector } from './analytics/AnalyticsCollector'
import type { ContentStore } from './ContentStore'
import type { FaultInjector } from './FaultInjector'
import type { ManagementSpace } from './management/ManagementSpace'
import type { RequestLog } from './RequestLog'
import type { WebhookDelivery, WebhookSettings } from './sendPublishWebhook'

/** Mutable state shared by the CDN API and the control API. */
export interface ServiceState {
  store: ContentStore
  faults: FaultInjector
  log: RequestLog
  webhook: WebhookSettings
  /** Webhook settings the service started with; `POST /_control/reset` restores them. */
  initialWebhook: WebhookSettings
  deliveries: WebhookDelivery[]
  /** The Management API's components, groups, datasources and entries. */
  management: ManagementSpace
  /** The local Amplitude collector. */
  analytics: AnalyticsCollector
}
