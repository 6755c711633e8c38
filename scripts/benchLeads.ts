// `npm run bench:leads`: 200 parallel valid report-form submissions against `npm start` (the
// rate limit raised for the run), then every released download (20 at a time), then the rows in its local D1:
// 200 rows and 200 downloads, 0 lost, 0 duplicated. A second round sends 20 leads 5 times each
// in parallel: the 24-hour repeat rule must leave exactly 20 rows and still release 100 downloads.
// Ports: SITE_PORT / STORYBLOK_LOCAL_PORT (default 8775 / 8776, so a running `npm start` is untouched).
import { spawnSync } from 'node:child_process'
import { startSite, stopSite } from './localSite/startSite'

const SITE_PORT = Number(process.env.SITE_PORT ?? 8775)
const CONTENT_PORT = Number(process.env.STORYBLOK_LOCAL_PORT ?? 8776)
const SUBMISSIONS = Number(process.env.BENCH_LEADS ?? 200)
const SITE = `http://127.0.0.1:${SITE_PORT}`
/** The local D1 of that `npm start` (scripts/start.ts names it by port). */
const STATE_DIR = `.wrangler/start-state-${SITE_PORT}`
const REPEATED_LEADS = 20
const REPEATS = 5
const DOWNLOAD_CONCURRENCY = 20
/** A gated report of the demo content that accepts any phone country. */
const REPORT = 'european-road-freight-index-q1-2023'

interface Released {
  status: number
  ms: number
  download: string | null
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
}

/** A connection that failed counts as status 0. */
const CONNECTION_FAILED = 0

/** Connections that failed before an answer, retried once (as the form's retry button does; a repeat is the same lead). */
let connectionRetries = 0

async function submit(email: string, retry = true): Promise<Released> {
  const started = performance.now()
  try {
    const response = await fetch(`${SITE}/api/reports/${REPORT}/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: 'Lead',
        email,
        company: 'Load Test',
        phone: '+49 30 1234567',
        phone_country: 'DE',
        consent: true,
        language: 'en',
      }),
    })
    const body = (await response.json().catch(() => ({}))) as { download?: string }
    return { status: response.status, ms: performance.now() - started, download: body.download ?? null }
  } catch {
    if (!retry) return { status: CONNECTION_FAILED, ms: performance.now() - started, download: null }
    connectionRetries += 1
    return submit(email, false)
  }
}

async function fetchPdf(path: string | null): Promise<string> {
  if (!path) return 'none'
  try {
    const response = await fetch(SITE + path)
    const bytes = new Uint8Array(await response.arrayBuffer())
    return response.status === 200 && bytes.byteLength > 0 && new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-' ? 'pdf' : String(response.status)
  } catch {
    return String(CONNECTION_FAILED)
  }
}

/**
 * Follows every released link, DOWNLOAD_CONCURRENCY at a time (each download reads the private
 * asset through the local content service); the number of PDFs that arrived whole.
 */
async function download(released: Released[]): Promise<number> {
  const statuses: string[] = []
  for (let start = 0; start < released.length; start += DOWNLOAD_CONCURRENCY) {
    statuses.push(...(await Promise.all(released.slice(start, start + DOWNLOAD_CONCURRENCY).map((item) => fetchPdf(item.download)))))
  }
  const failed = statuses.filter((status) => status !== 'pdf')
  if (failed.length > 0) console.log(`downloads not received: ${failed.join(' ')}`)
  return statuses.length - failed.length
}

function countRows(emailPrefix: string): number {
  const result = spawnSync(
    'npx',
    [
      'wrangler',
      'd1',
      'execute',
      'LEADS',
      '--local',
      '--persist-to',
      STATE_DIR,
      '--json',
      '--command',
      `SELECT count(*) AS n, count(DISTINCT email) AS emails FROM leads WHERE email LIKE '${emailPrefix}%'`,
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    },
  )
  if (result.status !== 0) throw new Error(result.stderr)
  const [answer] = JSON.parse(result.stdout) as { results: { n: number; emails: number }[] }[]
  const row = answer?.results[0]
  if (!row || row.n !== row.emails) throw new Error(`duplicated rows: ${JSON.stringify(row)}`)
  return row.n
}

function report(name: string, released: Released[], downloads: number, rows: number, expectedRows: number): boolean {
  const ok = released.filter((item) => item.status === 200 && item.download).length
  const statuses = [...new Set(released.map((item) => item.status))].join(', ')
  const times = released.map((item) => item.ms)
  console.log(
    `${name}: ${released.length} sent, ${ok} answered 200 (statuses ${statuses}), p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms; ` +
      `${downloads} downloads released; ${rows} rows (expected ${expectedRows}): ${expectedRows - rows} lost, ${Math.max(0, rows - expectedRows)} duplicated`,
  )
  return ok === released.length && downloads === released.length && rows === expectedRows
}

const site = await startSite(SITE_PORT, CONTENT_PORT, { LEADS_RATE_LIMIT: String(SUBMISSIONS * 10) })
let passed = false
try {
  // Visitors open the report before they submit: its story and the settings are then in KV.
  if ((await fetch(`${SITE}/reports/${REPORT}`)).status !== 200) throw new Error('the report page does not answer')
  const run = Date.now()
  const started = performance.now()
  const unique = await Promise.all(Array.from({ length: SUBMISSIONS }, (_, index) => submit(`bench.${run}.${index}@example.com`)))
  const wall = performance.now() - started
  const uniqueDownloads = await download(unique)
  const uniqueOk = report(
    `${SUBMISSIONS} distinct leads in parallel (${wall.toFixed(0)} ms wall)`,
    unique,
    uniqueDownloads,
    countRows(`bench.${run}.`),
    SUBMISSIONS,
  )

  const repeated = await Promise.all(
    Array.from({ length: REPEATED_LEADS * REPEATS }, (_, index) => submit(`repeat.${run}.${index % REPEATED_LEADS}@example.com`)),
  )
  const repeatedDownloads = await download(repeated)
  const repeatedOk = report(`${REPEATED_LEADS} leads x ${REPEATS} parallel repeats`, repeated, repeatedDownloads, countRows(`repeat.${run}.`), REPEATED_LEADS)
  console.log(`connections retried once after failing before an answer: ${connectionRetries}`)
  passed = uniqueOk && repeatedOk
} finally {
  await stopSite(site)
}
process.exit(passed ? 0 : 1)
