// `npm run bench`: builds, starts the local site and measures every row of the performance target
// table (docs/measuring.md): the worker bundle's bytes and startup CPU; requests/s and latency of rendered pages (page cache, unverified preview,
// uncached render) against a static asset of the same bytes served by the same `wrangler dev`;
// the render time in Server-Timing; HTML and JavaScript bytes in Debian's Chromium; a publish
// under a burst of 200 requests, with its purge of the edge, and 30 publishes in a row and the purge
// calls they become; the list page with 10,000 more stories; then the editor
// preview (scripts/measureLiveEditing.ts).
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { TestContentService } from '../tests/support/TestContentService'
import { BENCH_UNCACHED_HEADER } from '../worker/config/benchBypass'
import { formatBench, type PageRows } from './bench/formatBench'
import { measurePageWeight } from './bench/measurePageWeight'
import { measurePublishBurst, type BurstTarget } from './bench/measurePublishBurst'
import { measurePurgeBurst } from './bench/edgePurges'
import { measureRenderTime } from './bench/measureRenderTime'
import { measureScale } from './bench/measureScale'
import { measureSearch } from './bench/measureSearch'
import { searchIslandBytes } from './bench/searchIslandBytes'
import { localLeadsStateDir } from './localSite/localLeadsStateDir'
import { measureThroughput, type Settle, type ThroughputSettings, type ThroughputTarget } from './bench/measureThroughput'
import { quietSite } from './bench/quietSite'
import { measureWorker } from './bench/measureWorker'
import { onSeparateCores } from './bench/separateCores'
import { writeStaticTwins, type AnsweredPage } from './bench/staticTwins'
import { startSite, stopSite } from './localSite/startSite'
import { formatLiveEditing, measureLiveEditing } from './measureLiveEditing'

/** Ports of its own, so a running `npm start` (or another bench) is neither measured nor disturbed. */
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 8777)
const CONTENT_PORT = Number(process.env.BENCH_CONTENT_PORT ?? 8778)
const SITE = `http://127.0.0.1:${SITE_PORT}`
/**
 * The site runs without the SEO check of each publish (SEO_CHECK_ON_PUBLISH, on in every
 * environment): the check renders the published page in the background, through the edge, and
 * the render measured right after a publish would then be the check's copy, not a render.
 */
const BENCH_SITE_ENV = { SEO_CHECK_ON_PUBLISH: 'false' }
/** The client build, which static assets serve: the twins are written into it. */
const CLIENT_DIR = 'dist/client'
const SETTINGS: ThroughputSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 8),
  rounds: Number(process.env.BENCH_ROUNDS ?? 8),
}
/** Sequential requests per render-time figure. */
const RENDER_SAMPLES = Number(process.env.BENCH_RENDER_SAMPLES ?? 15)
/** Extra blog posts of the scale run (`POST /_control/scale`). */
const SCALED_POSTS = Number(process.env.BENCH_SCALED_POSTS ?? 10_000)

/** A blog article of the demo content (the one Lighthouse measures); the oldest post, so its previous neighbour is a generated one at scale. */
const ARTICLE = { fullSlug: 'en/blog/road-freight-capacity-what-shippers-need-to-know', path: '/blog/road-freight-capacity-what-shippers-need-to-know' }
/** The demo content's article of about 2,500 words. */
const LONG_READ = { fullSlug: 'en/blog/moving-freight-across-europe-a-shippers-long-guide', path: '/blog/moving-freight-across-europe-a-shippers-long-guide' }
const LIST = '/blog'
const REPORT = '/reports/european-road-freight-index-q1-2023'
/** Pages measured for requests/s; `/` and `/de` also with unverified preview parameters. */
const PAGES = (process.env.BENCH_PAGES ?? `/,/de,${ARTICLE.path},${LIST}`).split(',')
const PREVIEW_PAGES = new Set(['/', '/de'])
/** Pages whose HTML and JavaScript are weighed. */
const WEIGHED_PAGES = ['/', ARTICLE.path, LONG_READ.path, LIST, REPORT]
const ARTICLE_PAGES = new Set([ARTICLE.path, LONG_READ.path, REPORT])
const SCALE_TARGETS = [
  { label: 'list', path: LIST },
  { label: 'list, category tab', path: '/blog/1/market-insights' },
  { label: 'article (previous/next)', path: ARTICLE.path },
  { label: 'feed', path: '/blog/feed.xml' },
  { label: 'sitemap index', path: '/sitemap.xml' },
  { label: 'sitemap en.xml', path: '/sitemaps/en.xml' },
]

/** A publish under load: the article is published, then these requests go at once (the article and its list are touched, the others not). */
const BURST_TARGETS: BurstTarget[] = [
  { path: ARTICLE.path, requests: 100 },
  { path: LIST, requests: 50 },
  { path: '/', requests: 25 },
  { path: '/de', requests: 25 },
]

/** Publishes in a row whose purges of the edge are counted. */
const PURGE_BURST_PUBLISHES = 30

/** The full slugs of up to `count` published stories of a folder. */
async function storiesIn(service: TestContentService, folder: string, count: number): Promise<string[]> {
  const { data } = await service.client().get('cdn/stories', { starts_with: folder, per_page: count })
  return (data.stories as { full_slug: string }[]).map((story) => story.full_slug)
}

/** The static twin's name; static assets serve `name.html` at `/bench/name` (their HTML handling). */
function twinName(page: string): string {
  return page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
}

/** The phase under way: printed as it starts (the report comes at the end), and named if it fails. */
let phase = 'build'
function begin(next: string): void {
  phase = next
  console.error(`bench: ${next}…`)
}

/** One line for a failed run, not a stack trace: the phase and the cause. */
function fail(error: unknown): never {
  const cause = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error)
  console.error(`bench: ${phase} failed: ${cause}`)
  process.exit(1)
}

/** Renders each page once, writes its static twin, and gives each page's size in bytes. */
async function writeTwins(): Promise<Map<string, number>> {
  begin('static twins of the pages')
  const site = await startSite(SITE_PORT, CONTENT_PORT, BENCH_SITE_ENV)
  const sizes = new Map<string, number>()
  try {
    const answered: AnsweredPage[] = []
    for (const page of PAGES) {
      const response = await fetch(SITE + page)
      const html = await response.text()
      sizes.set(page, Buffer.byteLength(html))
      answered.push({ name: twinName(page), html })
    }
    await writeStaticTwins(CLIENT_DIR, answered)
  } finally {
    await stopSite(site)
  }
  return sizes
}

/** Requests/s of a page's edge hit, unverified preview (`/`, `/de`), uncached render and its static twin. */
async function pageRows(page: string, bytes: number, settle: Settle): Promise<PageRows> {
  begin(`requests/s of ${page}`)
  const twinUrl = `${SITE}/bench/${twinName(page)}`
  if ((await fetch(twinUrl)).status !== 200) throw new Error(`static twin ${twinUrl} is not served`)
  const cached: ThroughputTarget = { name: `cached   ${page}`, url: SITE + page, bytes }
  // Preview parameters without a valid editor signature get the cached published page.
  const preview: ThroughputTarget | null = PREVIEW_PAGES.has(page) ? { name: `preview? ${page}`, url: `${SITE}${page}?_storyblok=bench`, bytes } : null
  // Every request runs the loaders (content from KV) and renders React; local content service only (worker/config/benchBypass.ts).
  const uncached: ThroughputTarget = { name: `uncached ${page}`, url: SITE + page, bytes, headers: { [BENCH_UNCACHED_HEADER]: '1' } }
  const twin: ThroughputTarget = { name: `static   ${page}`, url: twinUrl, bytes }
  // The hit and its twin one right after the other in every round: their ratio is taken round by round.
  const rows = await measureThroughput(preview ? [cached, twin, preview, uncached] : [cached, twin, uncached], SETTINGS, settle)
  return { page, cached: rows.of(cached), preview: preview ? rows.of(preview) : null, uncached: rows.of(uncached), twin: rows.of(twin) }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed')
  const worker = measureWorker()

  // Phase 1: render each page once and write its static twin (the same bytes as a static asset).
  const sizes = await writeTwins()

  // Phase 2: the same server serves both; pages are warm in KV after a first request.
  const site = await startSite(SITE_PORT, CONTENT_PORT, BENCH_SITE_ENV)
  const service = new TestContentService(`http://127.0.0.1:${CONTENT_PORT}/v2`)
  const pages: PageRows[] = []
  try {
    const { pinned } = await onSeparateCores(site.pid ?? process.pid, async () => {
      const settle = () => quietSite(site.pid ?? process.pid)
      for (const page of PAGES) pages.push(await pageRows(page, sizes.get(page) ?? 0, settle))
    })
    begin('render time')
    const renders = [
      await measureRenderTime(SITE, service, ARTICLE.fullSlug, ARTICLE.path, RENDER_SAMPLES),
      await measureRenderTime(SITE, service, LONG_READ.fullSlug, LONG_READ.path, RENDER_SAMPLES),
    ]
    begin('page weight in Chromium')
    const weights = await measurePageWeight(SITE, WEIGHED_PAGES, ARTICLE_PAGES)
    begin('a publish under a burst')
    const publishBurst = await measurePublishBurst(SITE, service, ARTICLE.fullSlug, BURST_TARGETS)
    begin(`${PURGE_BURST_PUBLISHES} publishes in a row`)
    const purgeBurst = await measurePurgeBurst(SITE, service, await storiesIn(service, 'en/blog/', PURGE_BURST_PUBLISHES))
    begin('live editing')
    const liveEditing = formatLiveEditing(await measureLiveEditing(`http://127.0.0.1:${CONTENT_PORT}`))
    begin(`the list with ${SCALED_POSTS} more posts`)
    const scale = await measureScale(SITE, service, LIST, SCALE_TARGETS, [0, SCALED_POSTS, 0], SETTINGS)
    begin('search')
    const search = await measureSearch(SITE, service, localLeadsStateDir(SITE_PORT), SCALED_POSTS)
    console.log(
      formatBench({
        settings: SETTINGS,
        pinned,
        worker,
        pages,
        renders,
        weights,
        scale,
        publishBurst,
        purgeBurst,
        liveEditing,
        search,
        searchIsland: searchIslandBytes(),
        loadAtStart,
        article: ARTICLE.path,
        longRead: LONG_READ.path,
        report: REPORT,
      }),
    )
  } finally {
    await stopSite(site)
  }
}

await main().catch(fail)
