import { loadavg } from 'node:os'
import type { RenderTimes } from './measureRenderTime'
import type { PageWeight, ScriptLoad } from './measurePageWeight'
import type { PublishBurst } from './measurePublishBurst'
import type { PurgeBurst } from './edgePurges'
import type { ScaleRun } from './measureScale'
import type { SearchFigures, SearchIndexFigures } from './measureSearch'
import { pairedRatio, type ThroughputRow, type ThroughputSettings } from './measureThroughput'
import { formatWorker, type WorkerFigures } from './measureWorker'
import { percentile } from './percentile'

/** The throughput rows of one page; `preview` only for pages measured with unverified preview parameters. */
export interface PageRows {
  page: string
  cached: ThroughputRow
  preview: ThroughputRow | null
  uncached: ThroughputRow
  /** The same bytes as a static asset: the reference of the ratios. */
  twin: ThroughputRow
}

export interface BenchResult {
  settings: ThroughputSettings
  /** How the site and the load shared the cores while requests/s were measured (scripts/bench/separateCores.ts); null: not separated. */
  pinned: string | null
  worker: WorkerFigures
  pages: PageRows[]
  renders: RenderTimes[]
  weights: PageWeight[]
  scale: ScaleRun[]
  publishBurst: PublishBurst
  purgeBurst: PurgeBurst
  liveEditing: string
  search: SearchFigures
  /** The header's search island: its own code, and with what it shares with the other islands (gzip bytes). */
  searchIsland: { own: number; withShared: number }
  /** `os.loadavg()` when the bench started. */
  loadAtStart: number[]
  article: string
  longRead: string
  report: string
}

/** The figures before the performance work (the target table's "today" column). */
const TODAY = {
  cachedRatio: '0.82–0.85',
  render: '6 ms',
  uncachedArticle: '0.23',
  html: '78 KB / —',
  js: '85.7 / 86.1 / — KB',
  scale: '—',
  publish: '—',
}

const KB = 1000
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)}`
const ms = (value: number) => `${value.toFixed(1)} ms`
const ratio = (value: number) => `${value.toFixed(2)}x`
/** `row` ÷ `reference`: the median of the rounds' ratios, with their range. */
const paired = (row: ThroughputRow, reference: ThroughputRow) => {
  const { median, low, high } = pairedRatio(row, reference)
  return `${ratio(median)} (rounds ${low.toFixed(2)}–${high.toFixed(2)})`
}
const median = (values: readonly number[]) => percentile(values, 0.5)
const pad = (text: string, width: number) => text.padEnd(width)

function throughputLines({ connections, durationSeconds, rounds }: ThroughputSettings, pinned: string | null, pages: PageRows[]): string[] {
  const rows = pages.flatMap((page) => [page.cached, page.twin, ...(page.preview ? [page.preview] : []), page.uncached])
  const width = Math.max(...rows.map((row) => row.name.length)) + 2
  return [
    `Requests/s: ${connections} connections, ${durationSeconds} s each in ${rounds} rounds taken in turn with the page's other rows, wrangler dev on this machine, ${pinned ?? 'the site and the load sharing every core'} (cached: an edge hit, from the local Workers Cache; static: the same bytes as an asset; preview?: unverified ?_storyblok, which the gateway answers from the page cache in KV and the isolate; uncached: the render path)`,
    `${pad('target', width)}   bytes     req/s    p50 ms   p99 ms  non-2xx`,
    ...rows.map(
      (row) =>
        `${pad(row.name, width)}${String(row.bytes).padStart(7)} ${row.rps.toFixed(0).padStart(9)} ${String(row.p50).padStart(9)} ${String(row.p99).padStart(8)} ${String(row.non2xx).padStart(8)}`,
    ),
    "Ratios to the static twin, the median of the rounds' ratios (each round's pair taken one after the other):",
    ...pages.map(
      ({ page, cached, preview, uncached, twin }) =>
        `${page}: edge hit ${paired(cached, twin)}${preview ? `, page cache (unverified ?_storyblok) ${paired(preview, twin)}` : ''}, uncached render ${paired(uncached, twin)}`,
    ),
  ]
}

function renderLines(renders: RenderTimes[]): string[] {
  return [
    'Render: `render` in Server-Timing (browser user agent), p50 of sequential requests',
    ...renders.map(
      (render) =>
        `${render.path}: fresh render after a publish ${ms(median(render.freshMs))} (whole response ${ms(median(render.freshTotalMs))}, n=${render.freshMs.length}); uncached render ${ms(median(render.uncachedMs))} (n=${render.uncachedMs.length}); a fresh render made ${render.queries.count} content queries, ${render.queries.storyLists} of them story lists of at most ${render.queries.maxStoriesPerPage}`,
    ),
  ]
}

const scripts = (load: ScriptLoad | null) => (load === null ? 'no menu button' : `${kb(load.gzipBytes)} KB in ${load.count} files`)

function weightLines(weights: PageWeight[]): string[] {
  return [
    'Weight: Debian Chromium, Pixel 7 viewport, empty cache; KB = 1000 bytes; JavaScript is the gzip size (level 9) of each script body downloaded',
    ...weights.map(
      (weight) =>
        `${weight.path}: HTML ${kb(weight.htmlBytes)} KB (gzip ${kb(weight.htmlGzipBytes)} KB)` +
        (weight.articleBytes === null ? '' : `, <article> ${kb(weight.articleBytes)} KB: HTML ${ratio(weight.htmlBytes / weight.articleBytes)} the article`) +
        `; JS first load ${scripts(weight.firstLoad)}; menu click adds ${scripts(weight.menuClick)}`,
    ),
  ]
}

/** The list's p50 at the largest scale ÷ its mean p50 at the smallest (measured before and after, so that a drift of load shows). */
function scaleRatio(scale: ScaleRun[]): { ratio: number; base: number; scaled: number } | null {
  const smallest = Math.min(...scale.map((run) => run.blogPosts))
  const largest = Math.max(...scale.map((run) => run.blogPosts))
  const p50 = (posts: number) => {
    const runs = scale.filter((run) => run.blogPosts === posts)
    return runs.reduce((sum, run) => sum + run.list.p50, 0) / runs.length
  }
  if (scale.length === 0 || smallest === largest) return null
  return { ratio: p50(largest) / p50(smallest), base: p50(smallest), scaled: p50(largest) }
}

function scaleLines(scale: ScaleRun[]): string[] {
  const [first] = scale
  const list = scaleRatio(scale)
  if (!first || !list) return []
  const labels = first.queries.map(({ target }) => `${target.label} ${target.path}`)
  const width = Math.max(...labels.map((label) => label.length)) + 2
  return [
    `Scale: the blog with ${scale.map((run) => `+${run.blogPosts}`).join(', then ')} generated posts`,
    ...scale.map((run) => `${run.list.name}: ${run.list.rps.toFixed(0)} req/s, p50 ${run.list.p50} ms, p99 ${run.list.p99} ms, non-2xx ${run.list.non2xx}`),
    `list p50 ratio: ${ratio(list.ratio)}`,
    'content queries of one request right after a publish: all / story lists / their largest per_page',
    ...labels.map(
      (label, index) =>
        `  ${pad(label, width)}` +
        scale
          .map((run) => ({ posts: run.blogPosts, queries: run.queries[index]?.queries }))
          .map(({ posts, queries }) => `+${posts}: ${queries?.count} / ${queries?.storyLists} / ${queries?.maxStoriesPerPage}`)
          .join('   '),
    ),
  ]
}

function publishBurstLines({ fullSlug, targets, p50, p95, non2xx, purgedMs, queries }: PublishBurst, purges: PurgeBurst): string[] {
  const burst = targets.map((target) => `${target.path} ×${target.requests}`).join(', ')
  return [
    `Publish under load: ${fullSlug} published (its webhook), purged from the edge ${purgedMs.toFixed(0)} ms after the publish, then ${targets.reduce((sum, target) => sum + target.requests, 0)} requests at once (${burst})`,
    `Publish burst: ${purges.publishes} publishes one after another became ${purges.calls} purge calls; the last sent ${purges.ms.toFixed(0)} ms after the first publish`,
    `Storyblok requests for the publish and the burst: ${queries.count}; burst p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, non-2xx ${non2xx}`,
    ...queries.paths.map((path) => `  ${path}`),
  ]
}

function summaryLines(result: BenchResult): string[] {
  const page = (path: string) => result.pages.find((rows) => rows.page === path)
  const weight = (path: string) => result.weights.find((entry) => entry.path === path)
  const cachedRatios = result.pages
    .map((rows) => `${rows.page === result.article ? 'article' : rows.page} ${ratio(pairedRatio(rows.cached, rows.twin).median)}`)
    .join(', ')
  const article = page(result.article)
  const [fresh, long] = result.renders
  const home = weight('/')
  const articleWeight = weight(result.article)
  const longWeight = weight(result.longRead)
  const list = scaleRatio(result.scale)
  const articleRatio = (entry: PageWeight | undefined) => (entry?.articleBytes ? ratio(entry.htmlBytes / entry.articleBytes) : '—')
  const firstLoad = (entry: PageWeight | undefined) => (entry ? kb(entry.firstLoad.gzipBytes) : '—')
  const rows: [string, string, string, string][] = [
    ['edge hit (cached page) req/s ÷ static twin, `/`, `/de`, an article, a list', TODAY.cachedRatio, '≥ 0.95', cachedRatios],
    [
      'render of an article, `render` in Server-Timing, p50 (a fresh render after a publish; an article of 2,500 words)',
      TODAY.render,
      '≤ 3 ms',
      `${fresh ? ms(median(fresh.freshMs)) : '—'}; ${long ? `${ms(median(long.freshMs))} fresh, ${ms(median(long.uncachedMs))} uncached` : '—'}`,
    ],
    ['uncached article req/s ÷ static twin', TODAY.uncachedArticle, '≥ 0.5', article ? ratio(pairedRatio(article.uncached, article.twin).median) : '—'],
    [
      'HTML bytes, home / article',
      TODAY.html,
      '≤ 45 KB / ≤ 1.3× the article',
      `${home ? kb(home.htmlBytes) : '—'} KB / ${articleWeight ? kb(articleWeight.htmlBytes) : '—'} KB = ${articleRatio(articleWeight)} (2,500 words: ${longWeight ? kb(longWeight.htmlBytes) : '—'} KB = ${articleRatio(longWeight)})`,
    ],
    [
      'JS gzip, first load: home, article, report page',
      TODAY.js,
      '≤ 75 / 75 / 78 KB',
      `${firstLoad(home)} / ${firstLoad(articleWeight)} / ${firstLoad(weight(result.report))} KB; menu click adds ${scripts(home?.menuClick ?? null)}`,
    ],
    [
      `list page p50 (uncached) with ${Math.max(...result.scale.map((run) => run.blogPosts))} more stories in the section vs the demo's`,
      TODAY.scale,
      '≤ 1.1×',
      list ? `${ratio(list.ratio)} (${list.base.toFixed(0)} → ${list.scaled.toFixed(0)} ms)` : '—',
    ],
    [
      'Storyblok requests per publish under load (an article, then 200 requests at once)',
      TODAY.publish,
      'one read per touched entry',
      String(result.publishBurst.queries.count),
    ],
    ['p95 of that burst', TODAY.publish, 'measured', `${result.publishBurst.p95.toFixed(0)} ms (p50 ${result.publishBurst.p50.toFixed(0)} ms)`],
    ['publish → purged from the edge (local Workers Cache)', '—', '≤ 5 s', `${(result.publishBurst.purgedMs / 1000).toFixed(1)} s`],
    [
      `${result.purgeBurst.publishes} publishes in a row → purge calls`,
      '—',
      '≤ 5',
      `${result.purgeBurst.calls} calls, the last ${(result.purgeBurst.ms / 1000).toFixed(1)} s after the first publish`,
    ],
  ]
  return [
    'Summary (the performance targets)',
    '| what | today | target | measured |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ]
}

/** The bench's report: the detailed sections, then the summary table of the performance targets and the live-editing line. */
function searchRow(figures: SearchIndexFigures, label = figures.language): string {
  return `| ${label} | ${kb(figures.bytes)} KB (gzip ${kb(figures.gzipBytes)} KB) | ${ms(figures.buildMs)} | ${ms(figures.coldMs)} | ${ms(figures.queryP50)} / ${ms(figures.queryP95)} |`
}

function searchLines({ search, searchIsland }: BenchResult): string[] {
  return [
    "Search: each language's index as KV keeps it; its first build (Storyblok reads included); a cold isolate's load from KV with its first query (p50); warm queries (`search` in Server-Timing)",
    '| language | index in KV | first build | cold load + query | query p50 / p95 |',
    '| --- | --- | --- | --- | --- |',
    ...search.demo.map((figures) => searchRow(figures)),
    searchRow(search.scaled.figures, `en, +${search.scaled.blogPosts} posts`),
    `search island: ${kb(searchIsland.own)} KB gzip of its own, ${kb(searchIsland.withShared)} KB with React and the shared chunks, loaded when the visitor reaches for the field`,
  ]
}

export function formatBench(result: BenchResult): string {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ')
  return [
    '',
    ...formatWorker(result.worker),
    '',
    ...throughputLines(result.settings, result.pinned, result.pages),
    '',
    ...renderLines(result.renders),
    '',
    ...weightLines(result.weights),
    '',
    ...publishBurstLines(result.publishBurst, result.purgeBurst),
    '',
    ...scaleLines(result.scale),
    '',
    ...searchLines(result),
    '',
    ...summaryLines(result),
    '',
    result.liveEditing,
    `load average (1, 5, 15 min) at the start: ${load(result.loadAtStart)}, at the end: ${load(loadavg())}`,
  ].join('\n')
}
