/**
 * How Workers Cache reads a response's caching headers (cloudflare-docs, workers/cache/): the most
 * specific header wins (`Cloudflare-CDN-Cache-Control`, then `CDN-Cache-Control`, then
 * `Cache-Control`); `s-maxage`, `must-revalidate` and `proxy-revalidate` turn stale serving off;
 * without any header a response is kept by its status (a 200 for 2 h, a 404 for 3 min).
 */

/** Seconds a response without caching headers is kept, by status; any other status is not kept. */
const HEURISTIC_SECONDS: Record<number, number> = { 200: 7200, 203: 7200, 204: 7200, 300: 1200, 301: 1200, 404: 180, 410: 180, 405: 60, 414: 60, 501: 60 }
/** Never kept, whatever their headers say. */
const NEVER_STORED = new Set([206, 520, 521, 522, 523, 524, 525, 526])

export type EdgePolicy =
  | { store: false; status: 'BYPASS' | 'DYNAMIC'; why: string }
  | {
      store: true
      /** Seconds fresh. */
      maxAge: number
      /** Seconds served stale while one request refreshes it (UPDATING). */
      staleWhileRevalidate: number
      /** Seconds served stale while refreshing fails (STALE); null: without limit, as Workers Cache does by default. */
      staleIfError: number | null
      /** Names of the request headers the answer varies on, lower case. */
      vary: string[]
    }

function directives(header: string): Map<string, string | true> {
  const found = new Map<string, string | true>()
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2)
    if (name) found.set(name.toLowerCase(), value === undefined ? true : value.replace(/^"|"$/g, ''))
  }
  return found
}

function seconds(value: string | true | undefined): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null
  return Number(value)
}

/** What Workers Cache does with a response, from its status and headers. */
export function edgePolicy(response: Response): EdgePolicy {
  const { headers, status } = response
  const vary = (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  if (vary.includes('*')) return { store: false, status: 'BYPASS', why: 'Vary: *' }
  if (headers.has('set-cookie')) return { store: false, status: 'BYPASS', why: 'Set-Cookie' }
  if (NEVER_STORED.has(status)) return { store: false, status: 'DYNAMIC', why: `status ${status}` }
  const header = headers.get('cloudflare-cdn-cache-control') ?? headers.get('cdn-cache-control') ?? headers.get('cache-control')
  if (header === null) {
    const heuristic = HEURISTIC_SECONDS[status]
    return heuristic === undefined
      ? { store: false, status: 'DYNAMIC', why: `status ${status} without caching headers` }
      : { store: true, maxAge: heuristic, staleWhileRevalidate: 0, staleIfError: null, vary }
  }
  const found = directives(header)
  if (found.has('private') || found.has('no-store')) return { store: false, status: 'BYPASS', why: header }
  const strict = found.has('s-maxage') || found.has('must-revalidate') || found.has('proxy-revalidate')
  const maxAge = found.has('no-cache') ? 0 : (seconds(found.get('s-maxage')) ?? seconds(found.get('max-age')) ?? HEURISTIC_SECONDS[status])
  if (maxAge === undefined) return { store: false, status: 'DYNAMIC', why: `status ${status} without a max-age` }
  return {
    store: true,
    maxAge,
    staleWhileRevalidate: strict ? 0 : (seconds(found.get('stale-while-revalidate')) ?? 0),
    staleIfError: strict ? 0 : seconds(found.get('stale-if-error')),
    vary,
  }
}
