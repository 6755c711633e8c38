// `npm run lighthouse`: builds, starts the local site on ports of its own and runs Lighthouse
// (mobile, its default) with Debian's Chromium on home, a list, an article and a report, printing
// the four category scores of each.
import { execFile, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'
import { startSite, stopSite } from './localSite/startSite'

const SITE_PORT = Number(process.env.SITE_PORT ?? 8779)
const CONTENT_PORT = Number(process.env.STORYBLOK_LOCAL_PORT ?? 8780)
const SITE = `http://127.0.0.1:${SITE_PORT}`
const LIGHTHOUSE = 'lighthouse@13.5.0'
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? '/,/blog,/blog/road-freight-capacity-what-shippers-need-to-know,/reports/european-road-freight-index-q1-2023'
).split(',')
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface ResourceSummaryItem {
  resourceType: string
  requestCount: number
  transferSize: number
}

interface Report {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>
  audits: Record<string, { score: number | null; title: string; numericValue?: number; details?: { items?: ResourceSummaryItem[] } }>
}

/** The performance metrics printed per page: LCP, TBT and CLS, and the scripts the page loaded. */
function metrics(report: Report): string {
  const value = (id: string) => report.audits[id]?.numericValue ?? 0
  const scripts = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
  return [
    `LCP ${Math.round(value('largest-contentful-paint'))} ms`,
    `TBT ${Math.round(value('total-blocking-time'))} ms`,
    `CLS ${value('cumulative-layout-shift').toFixed(3)}`,
    `scripts ${scripts?.requestCount ?? 0} (${((scripts?.transferSize ?? 0) / 1024).toFixed(1)} KB transferred)`,
  ].join(', ')
}

/** Runs Lighthouse without blocking this process, so its idle connections to the site close cleanly meanwhile. */
async function lighthouse(url: string): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROMIUM } },
  )
  return JSON.parse(stdout) as Report
}

if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)
const site = await startSite(SITE_PORT, CONTENT_PORT)
let failed = false
try {
  console.log(`page${' '.repeat(60)}perf  a11y  best   seo`)
  for (const page of PAGES) {
    // A first request renders the page into the page cache, as a visitor after a publish would.
    await fetch(SITE + page).then((response) => response.text())
    const report = await lighthouse(SITE + page)
    const scores = CATEGORIES.map((category) => Math.round((report.categories[category].score ?? 0) * 100))
    console.log(`${page.padEnd(64)}${scores.map((score) => String(score).padStart(4)).join('  ')}`)
    console.log(`  ${metrics(report)}`)
    for (const [id, audit] of Object.entries(report.audits))
      if (audit.score !== null && audit.score < 1 && id !== 'final-screenshot') console.log(`  ${id}: ${audit.title} (${audit.score})`)
    if (scores[CATEGORIES.indexOf('seo')] !== 100) failed = true
  }
} finally {
  await stopSite(site)
}
if (failed) {
  console.error('SEO is below 100 on a page above')
  process.exit(1)
}
