import type { AnalyticsConfig, AnalyticsLogLevel, AnalyticsRegion } from '../../shared/pages/AnalyticsConfig'

/** Amplitude's HTTP API v2 endpoint per data centre (the SDK's own defaults). */
const AMPLITUDE_REGION_SERVER_URLS: Record<AnalyticsRegion, string> = {
  US: 'https://api2.amplitude.com/2/httpapi',
  EU: 'https://api.eu.amplitude.com/2/httpapi',
}
/** Amplitude's default data centre. */
const DEFAULT_REGION: AnalyticsRegion = 'US'
const DEFAULT_LOG_LEVEL: AnalyticsLogLevel = 'warn'
const LOG_LEVELS: readonly AnalyticsLogLevel[] = ['none', 'error', 'warn', 'verbose', 'debug']

function region(value: string): AnalyticsRegion {
  const upper = value.trim().toUpperCase()
  return upper === 'EU' || upper === 'US' ? upper : DEFAULT_REGION
}

function logLevel(value: string): AnalyticsLogLevel {
  const lower = value.trim().toLowerCase()
  return LOG_LEVELS.find((level) => level === lower) ?? DEFAULT_LOG_LEVEL
}

/** An absolute http(s) URL, or null. */
function httpUrl(value: string): string | null {
  if (!URL.canParse(value.trim())) return null
  const url = new URL(value.trim())
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
}

/**
 * The environment's Amplitude settings (AMPLITUDE_API_KEY, AMPLITUDE_REGION, AMPLITUDE_SERVER_URL,
 * AMPLITUDE_LOG_LEVEL), or null without a key: then analytics is off and pages carry no settings.
 * A missing or invalid server URL means the region's Amplitude endpoint.
 */
export function analyticsConfig(env: Env): AnalyticsConfig | null {
  const apiKey = (env.AMPLITUDE_API_KEY ?? '').trim()
  if (!apiKey) return null
  const zone = region(env.AMPLITUDE_REGION ?? '')
  return {
    apiKey,
    region: zone,
    serverUrl: httpUrl(env.AMPLITUDE_SERVER_URL ?? '') ?? AMPLITUDE_REGION_SERVER_URLS[zone],
    logLevel: logLevel(env.AMPLITUDE_LOG_LEVEL ?? ''),
  }
}
