/** `<meta name="analytics" content="{json}">`: the page's analytics settings, present only when analytics is configured. */
export const ANALYTICS_META_NAME = 'analytics'

/** Amplitude's data centres (the SDK's `serverZone`). */
export type AnalyticsRegion = 'EU' | 'US'

/** The SDK's log levels, by name. */
export type AnalyticsLogLevel = 'none' | 'error' | 'warn' | 'verbose' | 'debug'

/** One environment's Amplitude settings (worker/config/analyticsConfig.ts reads them from the vars). */
export interface AnalyticsConfig {
  apiKey: string
  region: AnalyticsRegion
  /** Absolute URL of the HTTP API v2 endpoint the SDK posts to. */
  serverUrl: string
  logLevel: AnalyticsLogLevel
}

/** What a page view says about the page, beyond its address. */
export interface AnalyticsPage {
  language: string
  /** The screen: `home`, `blogArticle`, `blogList`, … or `error`. */
  kind: string
  /** The route table's pattern (`/blog/:slug`); absent on error pages. */
  route?: string
  /** The search page: its query with e-mail addresses and phone numbers replaced, and how many results it found. */
  search?: { terms: string; results: number }
}

/** The meta element's content. */
export interface AnalyticsSettings extends AnalyticsConfig {
  page: AnalyticsPage
}
