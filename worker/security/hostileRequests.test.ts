import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { SECTIONS } from '../../shared/sections/sections'
import { signWebhookBody } from '../../storyblok-local/webhooks/signWebhookBody'
import { TestContentService } from '../../tests/support/TestContentService'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { contentSource } from '../content/contentSource'
import { kvKey } from '../cache/kvKey'
import { signedEditorUrl } from '../../tests/support/signedEditorUrl'
import worker from '../index'
import { assetManifest } from '../config/assetManifest'
import { hostileRequests, MARKUP_MARKER, type HostileMaterial } from '../../tests/support/hostileRequests'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

const SEED = inject('hostileSeed')
const COUNT = inject('hostileCount')
/** Requests in flight at once: the worker waits on KV and the content service, not only on CPU. */
const CONCURRENCY = 8
/** The hostile classes (HostileRequest.kind) every run covers, however small its HOSTILE_COUNT. */
const CLASSES = ['visitor', 'method', 'webhook', 'signed preview', 'forged preview', 'lead form post', 'lead json', 'report page post', 'download link']
/** Lead posts reach every answer of the lead endpoint: unreadable (400), too large (413), invalid (422), stored (200: JSON, or the page with the thanks). */
const LEAD_KINDS = new Set(['lead form post', 'lead json'])
const LEAD_ANSWERS = [400, 413, 422, 200]
/** Background work (page-cache writes) the worker handed to waitUntil, awaited before KV is checked. */
const background: Promise<unknown>[] = []
const executionCtx = {
  waitUntil: (promise: Promise<unknown>) => void background.push(promise),
  passThroughOnException() {},
  props: {},
  // The gateway hands cacheable requests to the renderer through the Worker's own exports (worker/edge/gateway.ts).
  exports,
} as unknown as ExecutionContext
const ORIGIN = 'http://localhost'
/** The one off-site redirect the demo content declares (datasource `redirects`). */
const EXTERNAL_TARGETS = new Set(['https://careers.example.com'])
/** Texts only drafts have (storyblok-local/data/drafts.json). */
const DRAFT_TEXTS = ['About us (draft)', 'Something new is coming']
const LEAKS = [
  /\bat [\w$.<>]+ \(/,
  /\.(?:ts|tsx|js|mjs):\d+:\d+/,
  /node_modules|\/work\/|file:\/\/|worker\/(?:routes|content|render|routing)\//,
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|ContentUnavailableError|ContentConfigError)\b/,
]
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000a-\u001f\u007f]/
const RESPONSE_HEADERS = new Set([
  'allow',
  'cache-control',
  // Read and removed by Workers Cache in front of the renderer: they never reach a visitor.
  'cache-tag',
  'cloudflare-cdn-cache-control',
  'content-disposition',
  'content-length',
  'content-security-policy',
  'content-type',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'expires',
  'location',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  // Where the Content-Security-Policy's violation reports go (cspReportRoutes).
  'reporting-endpoints',
  // A report form posted without JavaScript and taken: its page starts the file's download.
  'refresh',
  'retry-after',
  'server-timing',
  'set-cookie',
  'vary',
  'x-content-type-options',
  'x-frame-options',
  'x-robots-tag',
])

async function material(): Promise<HostileMaterial> {
  const client = service.client()
  const articles: string[] = []
  // The folders of the sections with story pages (the generic pages aside).
  for (const { folder } of SECTIONS.filter((section) => section.storyRoutes.length > 0 && section.id !== 'pages')) {
    const { data } = await client.get('cdn/stories', { starts_with: `en/${folder}/`, is_startpage: false, per_page: 2 })
    articles.push(...(data.stories as Story[]).map((story) => `/${story.full_slug.replace(/^en\//, '').replace('press/posts/', 'press/')}`))
  }
  const source = contentSource(env)
  const now = Math.floor(Date.now() / 1000)
  const query = async (timestamp: number, spaceId = source.spaceId) =>
    (await signedEditorUrl(`${ORIGIN}/`, { spaceId, timestamp, previewToken: source.previewToken })).search
  const secret = env.STORYBLOK_WEBHOOK_SECRET ?? ''
  const { data: reports } = await client.get('cdn/stories', {
    starts_with: 'en/reports/',
    content_type: 'report',
    filter_query: { gated: { is: 'true' } },
    per_page: 3,
  })
  const gatedReports = (reports.stories as Story[]).map((story) => story.slug)
  const webhookBodies = [
    'not json at all',
    `{"text":"${MARKUP_MARKER}>"`,
    JSON.stringify({ text: 'published', action: 'published', space_id: source.spaceId, story_id: 1, full_slug: 'en/about' }),
  ]
  return {
    origin: ORIGIN,
    paths: [
      '/',
      '/de',
      '/fr/about',
      '/about',
      '/pricing',
      '/blog',
      '/blog/2/all',
      '/blog/1/sustainability',
      '/de/blog',
      '/press',
      '/press/page/2',
      '/press/clippings',
      '/glossary',
      '/reports',
      '/open-positions',
      '/tech',
      '/webinars',
      '/case',
      '/careers',
      '/jobs',
      '/old-news',
      '/en/about',
      '/builds/latest.json',
      '/pages/upcoming-launch',
      '/robots.txt',
      '/sitemap.xml',
      '/blog/feed.xml',
      '/de/press/feed.xml',
      ...articles,
    ],
    signedQueries: [await query(now), await query(now - 600)],
    forgedQueries: [await query(now - 2 * 60 * 60), await query(now + 60 * 60), await query(now, 1)],
    signedWebhooks: await Promise.all(webhookBodies.map(async (body) => ({ body, signature: await signWebhookBody(body, secret) }))),
    gatedReports,
  }
}

interface Outcome {
  status: number
  key: string
}

/** Everything a hostile request must never get; returns what went wrong (empty: nothing). */
async function problems({ request, signed }: { request: Request; signed: boolean }, response: Response): Promise<string[]> {
  const found: string[] = []
  const { status } = response
  if (status >= 500 && !(status === 503 && response.headers.has('retry-after'))) found.push(`status ${status}`)
  response.headers.forEach((value, name) => {
    if (!RESPONSE_HEADERS.has(name)) found.push(`unexpected header ${name}`)
    if (CONTROL_CHARACTERS.test(value)) found.push(`control character in ${name}`)
  })
  const cookie = response.headers.get('set-cookie')
  if (cookie !== null && !/^i18n_redirected=[a-z]{2}; Max-Age=31536000; Path=\/; SameSite=Lax(; Secure)?$/.test(cookie)) found.push(`set-cookie ${cookie}`)
  const location = response.headers.get('location')
  if (location !== null) {
    const target = new URL(location, request.url)
    if (target.origin !== new URL(request.url).origin && !EXTERNAL_TARGETS.has(target.origin)) found.push(`off-site redirect to ${location}`)
  }
  const body = await response.text()
  for (const leak of LEAKS) if (leak.test(body)) found.push(`leak ${leak}`)
  if (body.includes(MARKUP_MARKER)) found.push('unescaped output')
  if (!signed) for (const draft of DRAFT_TEXTS) if (body.includes(draft)) found.push(`draft content "${draft}" without a signature`)
  return found
}

/** The KV keys a run may leave: content that exists, and rendered pages of addresses that answered 200. */
async function unexpectedKvEntries(pagesServed: Set<string>): Promise<string[]> {
  const unexpected: string[] = []
  let cursor: string | undefined
  do {
    const page = await env.CONTENT_CACHE.list(cursor ? { cursor } : {})
    for (const { name } of page.keys) {
      if (name.startsWith('page/')) {
        if (!pagesServed.has(name)) unexpected.push(name)
      } else if (name.startsWith('content/v1/story/') || name.startsWith('content/v1/stories?')) {
        const entry = await env.CONTENT_CACHE.get<{ data: { stories?: unknown[]; page?: number } | null }>(name, 'json')
        const data = entry?.data
        if (!data || (data.stories && data.stories.length === 0 && data.page !== 1)) unexpected.push(name)
      }
    }
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return unexpected
}

beforeAll(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('hostile input', () => {
  it(`answers ${COUNT} seeded hostile requests without a 5xx, a leak, an off-site redirect, header injection, a draft or a KV write for a 404`, async () => {
    const started = Date.now()
    const generator = hostileRequests(SEED, await material())
    const failures: string[] = []
    const statuses = new Map<number, number>()
    const kinds = new Map<string, number>()
    const pagesServed = new Set<string>()
    const leadAnswers = new Set<number>()
    const pageKeyPrefix = `page/v2/${assetManifest.buildId}`

    const sender = async (): Promise<void> => {
      for (;;) {
        const next = generator.next()
        if (next.done || sent >= COUNT) return
        sent++
        const hostile = next.value
        const described = `${hostile.kind} ${hostile.request.method} ${hostile.request.url.slice(0, 200)}`
        // The worker's own fetch handler, called in this isolate: no loopback per request.
        const response = await worker.fetch(hostile.request, env, executionCtx)
        const outcome: Outcome = { status: response.status, key: hostile.kind }
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1)
        kinds.set(outcome.key, (kinds.get(outcome.key) ?? 0) + 1)
        if (LEAD_KINDS.has(hostile.kind)) leadAnswers.add(response.status)
        if (response.status === 200 && (hostile.request.method === 'GET' || hostile.request.method === 'HEAD'))
          pagesServed.add(await kvKey(pageKeyPrefix, new URL(hostile.request.url).pathname))
        for (const problem of await problems(hostile, response)) failures.push(`${problem}: ${described}`)
      }
    }
    let sent = 0
    await Promise.all(Array.from({ length: CONCURRENCY }, sender))
    await Promise.allSettled(background)
    const unexpected = await unexpectedKvEntries(pagesServed)
    const seconds = (Date.now() - started) / 1000

    console.log(
      `hostile input: ${sent} requests, seed ${SEED}, ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; kinds ${JSON.stringify(Object.fromEntries(kinds))}; ${failures.length} problems`,
    )
    expect(sent).toBe(COUNT)
    expect(CLASSES.filter((kind) => !kinds.has(kind))).toEqual([])
    expect(LEAD_ANSWERS.filter((status) => !leadAnswers.has(status))).toEqual([])
    expect(failures.slice(0, 20)).toEqual([])
    expect(unexpected.slice(0, 20)).toEqual([])
  }, 900_000)
})
