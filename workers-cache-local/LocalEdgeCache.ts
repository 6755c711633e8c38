import { edgePolicy, type EdgePolicy } from './edgeDirectives'

/** `cf-cache-status`, as Workers Cache sends it. */
export type EdgeStatus = 'HIT' | 'MISS' | 'EXPIRED' | 'UPDATING' | 'STALE' | 'BYPASS' | 'DYNAMIC'

type StoredPolicy = Extract<EdgePolicy, { store: true }>

interface Entry {
  status: number
  headers: [string, string][]
  body: ArrayBuffer
  storedAt: number
  policy: StoredPolicy
  /** Its `Cache-Tag`, lower case (tags are matched without regard to case). */
  tags: Set<string>
  path: string
  /** The values of the request headers it varies on. */
  varied: Record<string, string>
}

/** One answer of the entry point behind the cache, read whole (local requests are small and share it when they collapse). */
interface Answer {
  status: number
  headers: [string, string][]
  body: ArrayBuffer
  policy: EdgePolicy
}

/** One call of `ctx.cache.purge`, as the log at `/cdn-cgi/local-cache/purges` shows it. */
export interface PurgeRecord {
  at: string
  tags?: string[]
  pathPrefixes?: string[]
  purgeEverything?: boolean
  success: boolean
  errors: { code: number; message: string }[]
  /** Cached answers it removed. */
  removed: number
}

/** Purge requests the bucket holds, and one more every REFILL_MS: the Free tier's, on every plan. */
const PURGE_BUCKET = 25
const PURGE_REFILL_MS = 12_000
/** Tags are printable ASCII, at most 1,024 characters each. */
const VALID_TAG = /^[\x21-\x7e]{1,1024}$/
/** Headers Cloudflare consumes and never sends on. */
const CONSUMED = ['cloudflare-cdn-cache-control', 'cache-tag']
/**
 * Not kept in a copy: `Server-Timing`, one render's timings. Where deployed no kept copy has it
 * (the gateway never hands the renderer the request that asks for it); `npm start` times every
 * render (SERVER_TIMING = "always"), and a copy would replay the miss's timings on every hit.
 */
const NOT_KEPT = new Set(['server-timing'])
const STORED_METHODS = new Set(['GET', 'HEAD'])

function tagsOf(headers: Headers): Set<string> {
  const tags = (headers.get('cache-tag') ?? '').split(',').map((tag) => tag.trim().toLowerCase())
  return new Set(tags.filter((tag) => VALID_TAG.test(tag)))
}

function variedValues(request: Request, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, request.headers.get(name) ?? '']))
}

/**
 * A faithful local stand-in for Workers Cache in front of one Worker's cached entry points
 * (`npm start`; workers-cache-local/README.md says what it models and what not). Answers are kept
 * by the rules of edgeDirectives.ts under the Worker's version, the entry point, the path and the
 * query (not the host), one variant per value of the request headers they `Vary` on; concurrent
 * misses of one key run the entry point once; tags and path prefixes purge them, at the Free
 * tier's rate. The clock is injected for its tests.
 */
export class LocalEdgeCache {
  private readonly entries = new Map<string, Entry[]>()
  private readonly flights = new Map<string, Promise<Answer>>()
  readonly purges: PurgeRecord[] = []
  private forwarded = 0
  private readonly served: Record<EdgeStatus, number> = { HIT: 0, MISS: 0, EXPIRED: 0, UPDATING: 0, STALE: 0, BYPASS: 0, DYNAMIC: 0 }
  private tokens = PURGE_BUCKET
  private tokensAt: number

  constructor(
    /** The Worker's version: part of every key, so that a new version starts cold. */
    private readonly version: string,
    private readonly now: () => number = Date.now,
  ) {
    this.tokensAt = now()
  }

  /** What the cache has done: requests forwarded to the entry points behind it, answers by status, entries kept. */
  stats(): { forwarded: number; served: Record<EdgeStatus, number>; entries: number; purges: number } {
    const entries = [...this.entries.values()].reduce((sum, variants) => sum + variants.length, 0)
    return { forwarded: this.forwarded, served: { ...this.served }, entries, purges: this.purges.length }
  }

  /** A request for `entrypoint`, answered from the cache or by `origin` (the entry point itself). */
  async fetch(
    entrypoint: string,
    request: Request,
    origin: (request: Request) => Promise<Response>,
    waitUntil: (work: Promise<unknown>) => void,
  ): Promise<Response> {
    const head = request.method === 'HEAD'
    if (!STORED_METHODS.has(request.method) || request.headers.has('authorization')) {
      this.forwarded++
      return this.send(await origin(request), 'BYPASS', head)
    }
    const url = new URL(request.url)
    const key = `${this.version}\n${entrypoint}\n${url.pathname}${url.search}`
    // A HEAD is answered from a GET's copy, and fills the cache as a GET.
    const asGet = head ? new Request(request, { method: 'GET' }) : request
    const entry = this.entries
      .get(key)
      ?.find((candidate) => Object.entries(candidate.varied).every(([name, value]) => (request.headers.get(name) ?? '') === value))
    if (entry) {
      const age = (this.now() - entry.storedAt) / 1000
      const { maxAge, staleWhileRevalidate, staleIfError } = entry.policy
      if (age < maxAge) return this.replay(entry, 'HIT', head)
      if (age < maxAge + staleWhileRevalidate) {
        waitUntil(this.collapsed(key, asGet, origin).catch(() => undefined))
        return this.replay(entry, 'UPDATING', head)
      }
      let answer: Answer | null
      try {
        answer = await this.collapsed(key, asGet, origin)
      } catch {
        answer = null
      }
      const servesStale = staleIfError === null || age < maxAge + staleIfError
      if ((answer === null || answer.status >= 500) && servesStale) return this.replay(entry, 'STALE', head)
      if (answer === null) throw new Error(`${entrypoint} failed and ${url.pathname} has no copy to serve`)
      return this.answered(answer, 'EXPIRED', head)
    }
    return this.answered(await this.collapsed(key, asGet, origin), 'MISS', head)
  }

  /** Calls `origin` once for any number of concurrent requests of one key, and keeps what it may. */
  private collapsed(key: string, request: Request, origin: (request: Request) => Promise<Response>): Promise<Answer> {
    const running = this.flights.get(key)
    if (running) return running
    const flight = (async () => {
      this.forwarded++
      const response = await origin(request)
      const answer: Answer = { status: response.status, headers: [...response.headers], body: await response.arrayBuffer(), policy: edgePolicy(response) }
      // A failed refresh leaves the copy there is, which stale-if-error may still serve.
      if (answer.policy.store || answer.status < 500) this.keep(key, request, answer, response.headers)
      return answer
    })().finally(() => this.flights.delete(key))
    this.flights.set(key, flight)
    return flight
  }

  private keep(key: string, request: Request, answer: Answer, headers: Headers): void {
    const { policy } = answer
    const varied = policy.store ? variedValues(request, policy.vary) : {}
    const others = (this.entries.get(key) ?? []).filter((entry) => JSON.stringify(entry.varied) !== JSON.stringify(varied))
    if (policy.store) {
      const kept = answer.headers.filter(([name]) => !NOT_KEPT.has(name))
      others.push({ ...answer, headers: kept, policy, storedAt: this.now(), tags: tagsOf(headers), path: new URL(request.url).pathname, varied })
    }
    if (others.length > 0) this.entries.set(key, others)
    else this.entries.delete(key)
  }

  private answered(answer: Answer, status: EdgeStatus, head: boolean): Response {
    return this.sent(answer.status, answer.headers, answer.body, answer.policy.store ? status : answer.policy.status, head)
  }

  private replay(entry: Entry, status: EdgeStatus, head: boolean): Response {
    return this.sent(entry.status, entry.headers, entry.body, status, head, Math.floor((this.now() - entry.storedAt) / 1000))
  }

  /** The visitor's answer from a kept one: built once, its body a buffer (not a stream piped through another Response, which costs every hit its JavaScript). */
  private sent(status: number, headers: [string, string][], body: ArrayBuffer, shown: EdgeStatus, head: boolean, age?: number): Response {
    this.served[shown]++
    const sentHeaders = new Headers(headers)
    for (const name of CONSUMED) sentHeaders.delete(name)
    sentHeaders.set('cf-cache-status', shown)
    if (age !== undefined) sentHeaders.set('age', String(age))
    return new Response(head ? null : body, { status, headers: sentHeaders })
  }

  /** An answer passed through without being kept (BYPASS). */
  private send(response: Response, status: EdgeStatus, head: boolean): Response {
    this.served[status]++
    const sent = new Response(head ? null : response.body, response)
    for (const name of CONSUMED) sent.headers.delete(name)
    sent.headers.set('cf-cache-status', status)
    return sent
  }

  /** `ctx.cache.purge`: by tags and path prefixes (their union), or everything; refused over the rate limit or on bad input. */
  purge(options: CachePurgeOptions): CachePurgeResult {
    const errors = this.purgeErrors(options)
    const now = this.now()
    this.tokens = Math.min(PURGE_BUCKET, this.tokens + (now - this.tokensAt) / PURGE_REFILL_MS)
    this.tokensAt = now
    if (errors.length === 0 && this.tokens < 1) errors.push({ code: 429, message: 'Too many purge requests: 5 a minute, in a bucket of 25' })
    let removed = 0
    if (errors.length === 0) {
      this.tokens--
      const tags = new Set((options.tags ?? []).map((tag) => tag.toLowerCase()))
      const prefixes = (options.pathPrefixes ?? []).map((prefix) => (prefix.startsWith('/') ? prefix : `/${prefix}`))
      for (const [key, variants] of this.entries) {
        const kept = variants.filter(
          (entry) => !(options.purgeEverything || [...entry.tags].some((tag) => tags.has(tag)) || prefixes.some((prefix) => entry.path.startsWith(prefix))),
        )
        removed += variants.length - kept.length
        if (kept.length > 0) this.entries.set(key, kept)
        else this.entries.delete(key)
      }
    }
    const success = errors.length === 0
    this.purges.push({ at: new Date(now).toISOString(), ...options, success, errors, removed })
    return { success, errors }
  }

  private purgeErrors({ tags, pathPrefixes, purgeEverything }: CachePurgeOptions): { code: number; message: string }[] {
    if (purgeEverything && (tags?.length || pathPrefixes?.length))
      return [{ code: 400, message: 'purgeEverything cannot be combined with tags or pathPrefixes' }]
    if (!purgeEverything && !tags?.length && !pathPrefixes?.length)
      return [{ code: 400, message: 'nothing to purge: give tags, pathPrefixes or purgeEverything' }]
    const badPrefix = pathPrefixes?.find((prefix) => /^[a-z]+:|[?#]|^\/\//i.test(prefix))
    if (badPrefix !== undefined) return [{ code: 400, message: `a path prefix is a path only: ${badPrefix}` }]
    const badTag = tags?.find((tag) => !VALID_TAG.test(tag))
    if (badTag !== undefined) return [{ code: 400, message: `a tag is 1 to 1,024 printable ASCII characters: ${JSON.stringify(badTag)}` }]
    return []
  }
}
