import type { Types } from '@amplitude/analytics-browser'
import type { AnalyticsPage } from '../../shared/pages/AnalyticsConfig'
import { scrubUrls } from './scrubUrls'

/** The SDK's page view event (its autocapture). */
const PAGE_VIEW_EVENT = '[Amplitude] Page Viewed'

/**
 * An enrichment plugin that runs on every event before it is queued: page views get the page's
 * language, kind and route, and every URL in event and user properties keeps only the campaign
 * parameters and click ids (./scrubUrls.ts).
 */
export function pageEnrichment(page: AnalyticsPage): Types.EnrichmentPlugin {
  const pageProperties = { language: page.language, page_kind: page.kind, ...(page.route ? { route: page.route } : {}) }
  return {
    name: 'site-page-enrichment',
    type: 'enrichment',
    execute: async (event) => {
      const properties = event.event_type === PAGE_VIEW_EVENT ? { ...event.event_properties, ...pageProperties } : event.event_properties
      return {
        ...event,
        ...(properties ? { event_properties: scrubUrls(properties) } : {}),
        ...(event.user_properties ? { user_properties: scrubUrls(event.user_properties) } : {}),
      }
    },
  }
}
