import { wranglerVars } from '../wrangler/wranglerToml'

export const REPORT_ENVIRONMENTS = ['local', 'staging', 'production'] as const
export type ReportEnvironment = (typeof REPORT_ENVIRONMENTS)[number]

export function isReportEnvironment(value: string | undefined): value is ReportEnvironment {
  return REPORT_ENVIRONMENTS.includes(value as ReportEnvironment)
}

/**
 * The site an environment's report reads: `npm start`'s (SITE_PORT, else 8787) for local; for
 * staging and production the SITE_ORIGIN of their block in wrangler.toml, or null where it is empty.
 */
export function reportOrigin(environment: ReportEnvironment): string | null {
  if (environment === 'local') return `http://127.0.0.1:${process.env.SITE_PORT || 8787}`
  const origin = String(wranglerVars(environment).SITE_ORIGIN ?? '')
  return origin ? new URL(origin).origin : null
}
