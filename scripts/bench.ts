// `npm run bench`: builds, starts the local site, and measures requests/s and latency of
// rendered pages against a static asset of the same size, served by the same `wrangler dev`,
// then the editor preview (scripts/measureLiveEditing.ts).
import autocannon from 'autocannon'
import { spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { BENCH_UNCACHED_HEADER } from '../worker/render/benchBypass'
import { startSite, stopSite } from './localSite'
import { formatLiveEditing, measureLiveEditing } from './measureLiveEditing'

/** Ports of its own, so a running `npm start` (or another bench) is neither measured nor disturbed. */
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 8777)
const CONTENT_PORT = Number(process.env.BENCH_CONTENT_PORT ?? 8778)
const SITE = `http://127.0.0.1:${SITE_PORT}`
const STATIC_DIR = 'dist/client/bench'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
/** Rendered pages to measure; each is compared with a static file of its own size. */
const PAGES = (process.env.BENCH_PAGES ?? '/,/de').split(',')

interface Row {
  name: string
  bytes: number
  rps: number
  p50: number
  p99: number
  non2xx: number
}

async function measure(name: string, url: string, bytes: number, headers: Record<string, string> = {}): Promise<Row> {
  await fetch(url, { headers }).then((response) => response.text())
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS })
  return { name, bytes, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx }
}

/** The static twin's name; static assets serve `name.html` at `/bench/name` (their HTML handling). */
function twinName(page: string): string {
  return page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
}

if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)

// Phase 1: render each page once to learn its size, and write a static file of that size.
let site = await startSite(SITE_PORT, CONTENT_PORT)
const sizes = new Map<string, number>()
await mkdir(STATIC_DIR, { recursive: true })
for (const page of PAGES) {
  const html = await (await fetch(SITE + page)).text()
  sizes.set(page, Buffer.byteLength(html))
  await writeFile(path.join(STATIC_DIR, `${twinName(page)}.html`), html)
}
await stopSite(site)

// Phase 2: the same server serves both; pages are warm in KV after a first request.
site = await startSite(SITE_PORT, CONTENT_PORT)
const rows: Row[] = []
let liveEditing = ''
try {
  for (const page of PAGES) {
    rows.push(await measure(`rendered ${page}`, SITE + page, sizes.get(page) ?? 0))
    // Preview parameters without a valid editor signature get the cached published page.
    rows.push(await measure(`preview? ${page}`, `${SITE}${page}?_storyblok=bench`, sizes.get(page) ?? 0))
    // The uncached path: every request runs the loaders (content from KV) and renders React.
    // The header works only with the local content service (worker/render/benchBypass.ts).
    rows.push(await measure(`uncached ${page}`, SITE + page, sizes.get(page) ?? 0, { [BENCH_UNCACHED_HEADER]: '1' }))
    const twin = `${SITE}/bench/${twinName(page)}`
    if ((await fetch(twin)).status !== 200) throw new Error(`static twin ${twin} is not served`)
    rows.push(await measure(`static   ${page}`, twin, sizes.get(page) ?? 0))
  }
  liveEditing = formatLiveEditing(await measureLiveEditing(`http://127.0.0.1:${CONTENT_PORT}`))
} finally {
  await stopSite(site)
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, wrangler dev on this machine\n`)
console.log('target                 bytes     req/s    p50 ms   p99 ms  non-2xx')
for (const row of rows) {
  console.log(
    `${row.name.padEnd(20)} ${String(row.bytes).padStart(7)} ${row.rps.toFixed(0).padStart(9)} ${String(row.p50).padStart(9)} ${String(row.p99).padStart(8)} ${String(row.non2xx).padStart(8)}`,
  )
}
const ROWS_PER_PAGE = 4
for (let index = 0; index < rows.length; index += ROWS_PER_PAGE) {
  const [rendered, preview, uncached, asset] = rows.slice(index, index + ROWS_PER_PAGE) as [Row, Row, Row, Row]
  const ratio = (row: Row) => `${(row.rps / asset.rps).toFixed(2)}x`
  console.log(
    `${rendered.name.slice('rendered '.length)}: page cache ${ratio(rendered)}, unverified ?_storyblok ${ratio(preview)}, uncached render ${ratio(uncached)} the static asset's req/s`,
  )
}
console.log(liveEditing)
