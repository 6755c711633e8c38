/** What one error log line says: where, what the visitor got, which request, and why. */
export interface ErrorLogEntry {
  /** The request's path, without its query (which may carry preview tokens). */
  route: string
  status: number
  /** Cloudflare's `cf-ray` id of the request, to find it in the dashboard. */
  ray: string | null
  cause: unknown
}

const MAX_ROUTE_LENGTH = 256
const MAX_CAUSE_LENGTH = 500
/** Query-style secrets (`token=…`, `_storyblok_tk[token]=…`) and 40-hex values (Storyblok tokens, signatures). */
const SECRETS = [/((?:token|secret|signature)[^=&\s]*=)[^&\s)'",;]*/gi, /\b[\da-f]{40}\b/gi]
const REDACTED = '[redacted]'

/** The error's kind and message, never its stack, with anything that looks like a secret removed. */
function describeCause(cause: unknown): string {
  const text = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)
  const [query, hex] = SECRETS as [RegExp, RegExp]
  return text.replace(query, `$1${REDACTED}`).replace(hex, REDACTED).slice(0, MAX_CAUSE_LENGTH)
}

/**
 * Logs one error as one JSON line (Workers Logs index its fields, see `[observability]` in
 * wrangler.toml). Nothing personal: no query, cookies, addresses or user agents.
 */
export function logError({ route, status, ray, cause }: ErrorLogEntry): void {
  console.error(JSON.stringify({ level: 'error', route: route.slice(0, MAX_ROUTE_LENGTH), status, ray, cause: describeCause(cause) }))
}
