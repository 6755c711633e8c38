import { expect, test } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { startSite, stopSite } from '../../scripts/localSite/startSite'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { management, type ManagedStory } from '../support/managementApi'
import { publishSettled } from '../support/publishSettled'
import { runSeoReport } from '../support/runSeoReport'

// Workers Cache in front of the worker, as `npm start` runs it (workers-cache-local/): what a visitor
// gets from the edge, what a publish purges, and what an outage leaves standing. The spec starts a
// site of its own, as it publishes and breaks the content service.
test.describe.configure({ mode: 'serial' })

const PORTS = { site: 8847, content: 8848 }
const SITE = `http://127.0.0.1:${PORTS.site}`
const SERVICE = `http://127.0.0.1:${PORTS.content}`
/** A browser's User-Agent: the country leads crawlers nowhere (preferredLanguage). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

interface EdgeStats {
  forwarded: number
  purges: number
  purgesWaiting: boolean
}
interface PurgeRecord {
  tags?: string[]
  purgeEverything?: boolean
  success: boolean
}
let site: ChildProcess
test.beforeAll(async () => {
  test.setTimeout(180_000)
  // No background check of a publish's page (worker/seo/): what the edge keeps is what these requests made it keep.
  site = await startSite(PORTS.site, PORTS.content, { SEO_CHECK_ON_PUBLISH: 'false' })
})
test.afterAll(async () => {
  await fetch(`${SERVICE}/_control/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ down: false }) }).catch(
    () => undefined,
  )
  if (site) await stopSite(site)
})

const stats = async (): Promise<EdgeStats> => (await (await fetch(`${SITE}/cdn-cgi/local-cache/stats`)).json()) as EdgeStats
const purges = async (): Promise<PurgeRecord[]> => ((await (await fetch(`${SITE}/cdn-cgi/local-cache/purges`)).json()) as { purges: PurgeRecord[] }).purges

async function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; edge: string | null; age: string | null; body: string; headers: Headers }> {
  const response = await fetch(SITE + path, { headers, redirect: 'manual' })
  return {
    status: response.status,
    edge: response.headers.get('cf-cache-status'),
    age: response.headers.get('age'),
    body: await response.text(),
    headers: response.headers,
  }
}

/** The stories of a folder, as the Management API lists them (the first page). */
async function storiesIn(folder: string, count: number): Promise<ManagedStory[]> {
  const { stories } = await management<{ stories: ManagedStory[] }>(SERVICE, 'GET', `/stories?starts_with=${folder}&per_page=${count}`)
  return stories.filter((story) => !story.full_slug.endsWith('/'))
}

/** A story's address: English has no prefix. */
const addressOf = (fullSlug: string) => `/${fullSlug.replace(/^en\//, '')}`

/** Publishes a story with a new title, as an editor's Publish arrives: the write, then its webhook. */
async function publishTitle(story: ManagedStory, title: string): Promise<void> {
  const { story: current } = await management<{ story: ManagedStory }>(SERVICE, 'GET', `/stories/${story.id}`)
  await management(SERVICE, 'PUT', `/stories/${story.id}`, { story: { content: { ...current.content, title } }, publish: 1 })
}

interface LoggedRequest {
  path: string
  status: number
}
/** The Delivery API requests the content service has had. */
const deliveryReads = async (): Promise<LoggedRequest[]> =>
  ((await (await fetch(`${SERVICE}/_control/requests`)).json()) as { requests: LoggedRequest[] }).requests.filter((request) =>
    request.path.startsWith('/v2/cdn/'),
  )

// The SEO report of tests/node/seoReport.spec.ts on the demo space is the cold crawl: every page of
// the sitemaps read once (a page that answers anything but 200 is one of its problems), the first
// requests this site has had.
test('a cold crawl of the sitemaps by seo:report: no problems, exit 0, and every story read with a known cv (no read takes the 301 first)', async () => {
  test.setTimeout(180_000)
  const { code, stdout } = await runSeoReport(['--env', 'local'], PORTS.site)
  expect(stdout.trim()).toMatch(new RegExp(`^seo:report: no problems on the \\d+ pages of http://127\\.0\\.0\\.1:${PORTS.site}'s sitemaps\\.$`))
  expect(Number(/on the (\d+) pages/.exec(stdout)?.[1])).toBeGreaterThan(100)
  expect(code).toBe(0)
  const reads = await deliveryReads()
  expect(reads.length).toBeGreaterThan(0)
  expect(reads.filter((read) => read.status === 301).map((read) => read.path)).toEqual([])
  expect(reads.filter((read) => !/[?&]cv=\d+/.test(read.path) && !read.path.startsWith('/v2/cdn/spaces/me')).map((read) => read.path)).toEqual([])
})

test('1,000 different random paths that are no story cost at most 50 Storyblok reads, and are answered 404', async () => {
  test.setTimeout(180_000)
  const before = (await deliveryReads()).length
  const prefixes = ['', 'de/', 'blog/', 'de/blog/', 'fr/press/', 'open-positions/']
  const paths = Array.from({ length: 1000 }, (_, i) => `/${prefixes[i % prefixes.length]}nothing-here-${i}-${(i * 7919).toString(36)}`)
  for (let next = 0; next < paths.length; next += 8) {
    const answers = await Promise.all(paths.slice(next, next + 8).map((path) => get(path)))
    for (const [i, answer] of answers.entries()) expect([paths[next + i], answer.status]).toEqual([paths[next + i], 404])
  }
  expect((await deliveryReads()).length - before).toBeLessThanOrEqual(50)
  // Asked again, they are answered by the edge.
  expect((await get(paths[0] ?? '')).edge).toBe('HIT')
})

test('a page, a feed and a sitemap are answered from the edge the second time, with their Age, without running the page code', async () => {
  const addresses = ['/about', '/blog/feed.xml', '/sitemaps/en.xml']
  for (const path of addresses) expect((await get(path)).status).toBe(200)
  const before = (await stats()).forwarded
  for (const path of addresses) {
    const second = await get(path)
    expect([path, second.status, second.edge]).toEqual([path, 200, 'HIT'])
    expect(Number(second.age)).toBeGreaterThanOrEqual(0)
    // Cloudflare consumes what the edge reads; the visitor never sees it.
    expect(second.headers.has('cache-tag')).toBe(false)
    expect(second.headers.has('cloudflare-cdn-cache-control')).toBe(false)
    // Browsers keep revalidating.
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  }
  expect((await stats()).forwarded).toBe(before)
})

test('what depends on the visitor is decided at the uncached entry point and never shared; English /about without a cookie is', async () => {
  await get('/about')
  const before = (await stats()).forwarded
  const byCookie = await get('/about', { cookie: 'i18n_redirected=de', 'user-agent': BROWSER })
  expect([byCookie.status, byCookie.headers.get('location'), byCookie.edge]).toEqual([302, '/de/about', null])
  const byCountry = await get('/about', { 'cf-ipcountry': 'DE', 'user-agent': BROWSER })
  expect([byCountry.status, byCountry.headers.get('location'), byCountry.edge]).toEqual([302, '/de/about', null])
  // The choice of English at /en/about by a visitor from Germany: their page, with their cookie, kept by no one.
  const chosen = await get('/en/about', { 'cf-ipcountry': 'DE', 'user-agent': BROWSER })
  expect([chosen.status, chosen.edge]).toEqual([200, null])
  expect(chosen.headers.get('set-cookie')).toMatch(/^i18n_redirected=en;/)
  const choice = await get('/about?set-language=fr', { 'user-agent': BROWSER })
  expect([choice.status, choice.edge]).toEqual([302, null])
  expect(choice.headers.get('set-cookie')).toMatch(/^i18n_redirected=fr;/)
  expect((await stats()).forwarded).toBe(before)
  const english = await get('/about', { 'user-agent': BROWSER })
  expect([english.status, english.edge, english.headers.get('set-cookie')]).toEqual([200, 'HIT', null])
})

test('a German article published: its page and its Markdown, /de/blog, its feed, the German llms.txt and sitemap change; English pages stay at the edge', async () => {
  // The newest German article: the first that /de/blog and its feed list.
  const query = `starts_with=de/blog/&content_type=blog_post&sort_by=first_published_at:desc&per_page=1&token=${demoSpace.publicToken}`
  const newest = ((await (await fetch(`${SERVICE}/v2/cdn/stories?${query}`)).json()) as { stories: { full_slug: string }[] }).stories[0]
  const article = newest && (await management<{ stories: ManagedStory[] }>(SERVICE, 'GET', `/stories?with_slug=${newest.full_slug}`)).stories[0]
  if (!article) throw new Error('the demo space has no German article')
  const path = `/${article.full_slug}`
  // The page, its Markdown, the lists that show it (and the German llms.txt), then the sitemap.
  const german = [path, `${path}.md`, '/de/blog', '/de/blog/feed.xml', '/de/llms.txt', '/sitemaps/de.xml']
  const english = ['/about', '/about.md', '/blog', '/blog/feed.xml', '/llms.txt', '/sitemaps/en.xml']
  for (const address of [...german, ...english]) await get(address)
  for (const address of [...german, ...english]) expect([address, (await get(address)).edge]).toEqual([address, 'HIT'])

  const title = `Neu veröffentlicht ${Date.now()}`
  await publishTitle(article, title)
  await publishSettled(SERVICE, SITE)
  const sent = (await purges()).at(-1)
  expect(sent?.tags).toContain(`s:${article.full_slug}`)

  for (const address of german.slice(0, -1)) {
    const fresh = await get(address)
    expect([address, fresh.status, fresh.edge, fresh.body.includes(title)]).toEqual([address, 200, 'MISS', true])
  }
  expect((await get('/sitemaps/de.xml')).edge).toBe('MISS')
  for (const address of english) expect([address, (await get(address)).edge]).toEqual([address, 'HIT'])
})

test('a page’s Markdown is one edge copy of its own, at its .md address or asked for with Accept; the HTML stays apart', async () => {
  const markdown = await get('/about.md')
  expect([markdown.status, markdown.headers.get('content-type')]).toEqual([200, 'text/markdown; charset=utf-8'])
  const negotiated = await get('/about', { accept: 'text/markdown' })
  expect([negotiated.status, negotiated.edge, negotiated.headers.get('content-type'), negotiated.body]).toEqual([
    200,
    'HIT',
    'text/markdown; charset=utf-8',
    markdown.body,
  ])
  expect(negotiated.headers.get('vary')).toMatch(/\bAccept\b/)
  const html = await get('/about', { accept: 'text/html' })
  expect([html.status, html.edge, html.headers.get('content-type')]).toEqual([200, 'HIT', 'text/html; charset=utf-8'])
  expect(html.headers.get('vary')).toMatch(/\bAccept\b/)
})

test('30 publishes within seconds are at most 5 purge calls, and every page they touched is fresh afterwards', async () => {
  const articles = await storiesIn('en/blog/', 31)
  expect(articles.length).toBeGreaterThanOrEqual(30)
  const chosen = articles.slice(0, 30)
  for (const article of chosen) await get(addressOf(article.full_slug))
  const before = (await purges()).length
  const stamp = Date.now()
  for (const [i, article] of chosen.entries()) await publishTitle(article, `Burst ${stamp} ${i}`)
  await publishSettled(SERVICE, SITE)
  const calls = (await purges()).slice(before)
  expect(calls.length).toBeLessThanOrEqual(5)
  expect(calls.every((call) => call.success)).toBe(true)
  for (const [i, article] of chosen.entries()) {
    const page = await get(addressOf(article.full_slug))
    expect([article.full_slug, page.status, page.body.includes(`>Burst ${stamp} ${i}<`)]).toEqual([article.full_slug, 200, true])
  }
})

test('with Storyblok down, pages the edge keeps and pages KV keeps still answer 200', async () => {
  const [kept, republished] = await storiesIn('en/blog/', 40).then((stories) => stories.slice(-2))
  if (!kept || !republished) throw new Error('the demo space has too few English articles')
  await get(addressOf(republished.full_slug))
  // A publish purges this one from the edge: KV's copy is then all there is.
  await publishTitle(republished, `Kept in KV ${Date.now()}`)
  await publishSettled(SERVICE, SITE)
  await get(addressOf(kept.full_slug))
  await fetch(`${SERVICE}/_control/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ down: true }) })
  try {
    const fromEdge = await get(addressOf(kept.full_slug))
    expect([fromEdge.status, fromEdge.edge]).toEqual([200, 'HIT'])
    const fromKv = await get(addressOf(republished.full_slug))
    expect(fromKv.status).toBe(200)
    expect(fromKv.edge).not.toBe('HIT')
  } finally {
    await fetch(`${SERVICE}/_control/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ down: false }) })
  }
})
