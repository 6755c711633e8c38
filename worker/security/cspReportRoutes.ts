import { Hono } from 'hono'
import type { AppEnv } from '../config/AppEnv'
import { boundedBody } from './boundedBody'

/** Where browsers send the Content-Security-Policy's violation reports (`Reporting-Endpoints`, `report-to`). */
export const CSP_REPORTS_PATH = '/api/csp-reports'
/** The name `report-to` gives the endpoint. */
export const CSP_REPORT_GROUP = 'csp'
/** A browser batches a few reports; more than this in one post is noise, or someone else's. */
const MAX_REPORTS_LOGGED = 20
const MAX_REPORT_BYTES = 16 * 1024
const REPORTS_TYPE = 'application/reports+json'

interface Report {
  type?: unknown
  url?: unknown
  body?: { blockedURL?: unknown; effectiveDirective?: unknown; disposition?: unknown } | null
}

/** An address as the log keeps it: its origin and path, no query or fragment (where signatures and search terms travel); `inline`, `eval` as they are. */
function shortAddress(value: unknown): string {
  if (typeof value !== 'string') return ''
  try {
    const url = new URL(value)
    return `${url.origin}${url.pathname}`.slice(0, 300)
  } catch {
    return value.slice(0, 40)
  }
}

/**
 * `POST /api/csp-reports`: the Reporting API's batches (`application/reports+json`, up to 16 KB),
 * each `csp-violation` logged as one JSON line (the directive, what was blocked and the page, with
 * no query), the first MAX_REPORTS_LOGGED of a batch, then one line counting the rest; 204 to the
 * browser. Anything else: 415; a batch that is no JSON array: 400.
 */
export const cspReportRoutes = new Hono<AppEnv>()
  .post(
    '/',
    boundedBody(MAX_REPORT_BYTES, (c) => c.body(null, 413)),
    async (c) => {
      if (!c.req.header('content-type')?.toLowerCase().startsWith(REPORTS_TYPE)) return c.body(null, 415)
      const reports = (await c.req.json().catch(() => null)) as unknown
      if (!Array.isArray(reports)) return c.body(null, 400)
      const violations = (reports as Report[]).filter((item) => item?.type === 'csp-violation')
      for (const report of violations.slice(0, MAX_REPORTS_LOGGED)) {
        console.warn(
          JSON.stringify({
            level: 'warn',
            message: 'content security policy violation',
            directive: String(report.body?.effectiveDirective ?? '').slice(0, 40),
            blocked: shortAddress(report.body?.blockedURL),
            page: shortAddress(report.url),
            disposition: report.body?.disposition === 'report' ? 'report' : 'enforce',
          }),
        )
      }
      const dropped = violations.length - MAX_REPORTS_LOGGED
      if (dropped > 0)
        console.warn(JSON.stringify({ level: 'warn', message: 'content security policy violations not logged', dropped, logged: MAX_REPORTS_LOGGED }))
      return c.body(null, 204)
    },
  )
  .all('/', (c) => c.body(null, 405, { allow: 'POST' }))
