import { expect, test } from '@playwright/test'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { startSite, stopSite } from '../../scripts/localSite/startSite'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { loadDemoData } from '../../storyblok-local/space/loadDemoData'
import { demoSpaceCounts } from '../support/demoSpaceCounts'
import { fetchAll, sitePages, sitePaths, withoutMissingSecondPages, type SitePage } from '../support/validators/sitePages'

// The whole local loop, as a person runs it: `npm start -- --empty`, then `npm run space:push --
// --with-demo-content` into that space; the site then answers as a site on the demo space does,
// started beside it. And the leads a local site took, exported as CSV, and the daily cron's
// retention job on them: after the loop.
test.describe.configure({ mode: 'serial' })

/** The site on the demo space, the reference. */
const DEMO = { site: 8857, content: 8858 }
/** The site started empty, into which the demo content is pushed. */
const PUSHED = { site: 8867, content: 8868 }
const origin = (port: number) => `http://127.0.0.1:${port}`

/** The demo site, started once for both tests (a start is about 12 s of CPU here) and stopped after them. */
let demoSite: Promise<ChildProcess> | undefined
const startDemoSite = () => (demoSite ??= startSite(DEMO.site, DEMO.content))
test.afterAll(async () => {
  if (demoSite) await stopSite(await demoSite)
})

/** The category labels (each datasource entry's name in every dimension) a page shows. */
const LABELS = loadDemoData()
  .datasources.filter((datasource) => datasource.slug !== 'redirects')
  .flatMap((datasource) => datasource.entries.flatMap((entry) => [entry.name, ...Object.values(entry.dimension_values)]))
const labelsOn = (page: SitePage | undefined) => LABELS.filter((label) => page?.html.includes(`>${label}<`))

function push(): Promise<{ code: number | null; stdout: string }> {
  const child = spawn('npm', ['run', '-s', 'space:push', '--', '--with-demo-content'], {
    env: {
      ...process.env,
      STORYBLOK_MANAGEMENT_ENDPOINT: origin(PUSHED.content),
      STORYBLOK_SPACE_ID: String(demoSpace.id),
      STORYBLOK_PERSONAL_ACCESS_TOKEN: demoSpace.managementToken,
      STORYBLOK_MANAGEMENT_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout })))
}

/** A push of the whole space is followed by one webhook per story, each a read under the site's throttle of 50 a second (local). */
const WEBHOOKS_TIMEOUT_MS = 300_000

/** Waits until the content service has sent every webhook of the push to the site. */
async function webhooksDelivered(): Promise<void> {
  await expect
    .poll(async () => ((await (await fetch(`${origin(PUSHED.content)}/_control/webhooks`)).json()) as { pending: boolean }).pending, {
      timeout: WEBHOOKS_TIMEOUT_MS,
    })
    .toBe(false)
}

const redirect = async (site: string, path: string) => {
  const response = await fetch(`${site}${path}`, { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location') }
}
const REDIRECTS =
  loadDemoData()
    .datasources.find((datasource) => datasource.slug === 'redirects')
    ?.entries.map((entry) => entry.name) ?? []

/** Every sitemap page (and the validators' extra pages) of the site, and where each redirect of the demo space leads. */
async function answers(site: string) {
  const [pages, redirects] = await Promise.all([sitePages(site), Promise.all(REDIRECTS.map((path) => redirect(site, path)))])
  return { pages, redirects }
}

/** A blog or tech article's address: the pages whose category labels are compared. */
const isArticle = (path: string) => /^(\/[a-z]{2})?\/(blog|tech)\/[^/]+$/.test(path)

/**
 * The demo site as the reference, read no more than the comparison needs: the paths its sitemaps
 * list (each answers 200 there: the validators check every one on the demo space), its extra
 * pages and its articles as it answers them, and where each redirect leads.
 */
async function reference(site: string) {
  const { listed, extras } = await sitePaths(site)
  const [read, redirects] = await Promise.all([
    fetchAll(site, [...extras, ...listed.filter(isArticle)]),
    Promise.all(REDIRECTS.map((path) => redirect(site, path))),
  ])
  const extraPages = withoutMissingSecondPages(read.filter((page) => extras.includes(page.path)))
  const statuses = Object.fromEntries([...listed.map((path) => [path, 200] as const), ...extraPages.map((page) => [page.path, page.status] as const)])
  return { paths: Object.keys(statuses).sort((a, b) => a.localeCompare(b)), statuses, articles: read.filter((page) => isArticle(page.path)), redirects }
}

/** The paths the suggestions API finds for a query. */
async function searchPaths(site: string, language: string, query: string): Promise<string[]> {
  const response = await fetch(`${site}/api/search?${new URLSearchParams({ language, q: query })}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { results: { path: string }[] }).results.map((result) => result.path)
}

/** The empty site filled by a push, once the push's webhooks have reached it. */
async function pushedSite() {
  expect((await fetch(`${origin(PUSHED.site)}/en/about`)).status).toBe(404)
  // The empty space has an index too: nothing in it.
  expect(await searchPaths(origin(PUSHED.site), 'en', 'cabotage')).toEqual([])
  const first = await push()
  expect(first.code).toBe(0)
  expect(first.stdout).toContain(`stories: ${demoSpaceCounts().stories} created, 0 updated, 0 unchanged`)
  await webhooksDelivered()
  // The push's webhooks made the index out of date: the next search finds the pushed stories.
  expect(await searchPaths(origin(PUSHED.site), 'en', 'cabotage')).toContain('/glossary/cabotage')
  return answers(origin(PUSHED.site))
}

test('npm start -- --empty, then space:push --with-demo-content: the site answers every sitemap page, redirect and label as on the demo space', async () => {
  // Two sites at once, about 470 pages fetched from each, and a push of about 900 requests followed by a webhook per story.
  test.setTimeout(600_000)
  const [, emptySite] = await Promise.all([startDemoSite(), startSite(PUSHED.site, PUSHED.content, { SEO_CHECK_ON_PUBLISH: 'false' }, ['--empty'])])
  try {
    const [demo, pushed] = await Promise.all([reference(origin(DEMO.site)), pushedSite()])
    expect(pushed.pages.map((page) => page.path)).toEqual(demo.paths)
    const statuses = (pages: SitePage[]) => Object.fromEntries(pages.map((page) => [page.path, page.status]))
    expect(statuses(pushed.pages)).toEqual(demo.statuses)
    expect(pushed.redirects).toEqual(demo.redirects)
    expect(demo.redirects.every(({ status }) => status === 301)).toBe(true)
    expect(demo.articles.length).toBeGreaterThan(20)
    for (const article of demo.articles) {
      expect.soft(labelsOn(pushed.pages.find((page) => page.path === article.path)), article.path).toEqual(labelsOn(article))
    }
    expect(demo.articles.some((article) => labelsOn(article).length > 0)).toBe(true)
    const second = await push()
    expect(second.stdout).toContain('Nothing to change: the space matches the model.')
    expect(Number(/(\d+) requests$/m.exec(second.stdout)?.[1])).toBeLessThanOrEqual(30)
  } finally {
    await stopSite(emptySite)
  }
})

/** RFC 4180 CSV: rows of fields, quoted fields with "" for a quote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"'
      index++
    } else if (char === '"') quoted = !quoted
    else if (quoted || (char !== ',' && char !== '\n')) field += char
    else {
      row.push(field)
      field = ''
      if (char === '\n') {
        rows.push(row)
        row = []
      }
    }
  }
  return rows
}

/** One of the D1 tools (`leads:export`, `search:misses`) on `npm start`'s local database. */
function localTool(
  script: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // The test's own SITE_PORT is not passed on: each call names the site it reads (or none, to see the refusal).
  const { SITE_PORT: _sitePort, ...environment } = process.env
  const child = spawn('npm', ['run', '-s', script, '--', '--env', 'local', ...args], { env: { ...environment, ...env } })
  const run = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, ...run })))
}

const exportLeads = (args: string[], env: Record<string, string | undefined> = {}) => localTool('leads:export', args, env)

/** SQL for a lead made at `createdAt` (Unix ms), as the report form would have stored it. */
const oldLeadInsert = (createdAt: number) =>
  `INSERT INTO leads (id, created_at, language, report_uuid, report_slug, first_name, last_name, email, company, phone, phone_country, consent_contact, consent_version, marketing_opt_in, marketing_version) VALUES ('old-lead', ${createdAt}, 'en', 'old-report', 'old-report', 'Old', 'Lead', 'old.lead@example.com', 'Old Co', '+4930123456', 'DE', 1, 'v1', 0, 'v1')`

test('npm run -s leads:export -- --env local: the leads npm start took, as CSV with its header first, on stdout or --out, and nothing left behind; the local cron deletes leads past their retention; search:misses lists the searches that found nothing', async () => {
  test.setTimeout(240_000)
  await startDemoSite()
  const lead = {
    first_name: 'Zoë, "Z"',
    last_name: 'Tamm',
    email: 'zoe.tamm@example.com',
    company: '=SUM(A1:A2)',
    phone: '+49 30 1234567',
    phone_country: 'DE',
  }
  const sent = await fetch(`${origin(DEMO.site)}/api/reports/european-road-freight-index-q1-2023/download`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...lead, consent: true, language: 'en' }),
  })
  expect(sent.status).toBe(200)
  // This site's database by its port: checks running beside this one start sites of their own,
  // newer than this one, which a tool without SITE_PORT would read (the newest:
  // scripts/localSite/localLeadsStateDir.test.ts).
  const thisSite = { SITE_PORT: String(DEMO.site) }
  const run = await exportLeads([], thisSite)
  expect(run.code).toBe(0)
  const [header, ...rows] = parseCsv(run.stdout)
  expect(header?.slice(0, 8)).toEqual(['id', 'created_at', 'language', 'report_uuid', 'report_slug', 'first_name', 'last_name', 'email'])
  expect(rows).toHaveLength(1)
  const row = Object.fromEntries((header ?? []).map((column, index) => [column, rows[0]?.[index]]))
  expect(row).toMatchObject({ ...lead, phone: '+49301234567', company: "'=SUM(A1:A2)", report_slug: 'european-road-freight-index-q1-2023', language: 'en' })

  // The daily cron, as docs/security.md triggers it locally: a lead past the retention (730 days) is deleted, the new one kept.
  const threeYearsAgo = Date.now() - 3 * 365 * 24 * 60 * 60 * 1000
  const old = spawnSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'LEADS', '--local', '--persist-to', `.wrangler/start-state-${DEMO.site}`, '--command', oldLeadInsert(threeYearsAgo)],
    { encoding: 'utf8' },
  )
  expect(old.status, old.stderr).toBe(0)
  const emails = async () => parseCsv((await exportLeads([], thisSite)).stdout).map((fields) => fields[7])
  expect(await emails()).toEqual(['email', 'old.lead@example.com', 'zoe.tamm@example.com'])
  expect((await fetch(`${origin(DEMO.site)}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('17 3 * * *')}`)).status).toBe(200)
  // The job runs after the trigger's answer (waitUntil): its deletion is waited for.
  await expect.poll(emails, { timeout: 60_000 }).toEqual(['email', 'zoe.tamm@example.com'])

  const file = test.info().outputPath('leads.csv')
  const written = await exportLeads(['--out', file], thisSite)
  expect(written.stdout).toBe('')
  expect(readFileSync(file, 'utf8')).toBe(run.stdout)

  // The same database keeps the searches that found nothing, scrubbed, for editors.
  expect((await fetch(`${origin(DEMO.site)}/de/search?q=zzqxv+an+max%40example.com`)).status).toBe(200)
  await expect
    // Each look is a wrangler run of a few seconds: the row is written after the page is answered.
    .poll(async () => (await localTool('search:misses', ['--language', 'de'], thisSite)).stdout, { timeout: 60_000 })
    .toMatch(/^de\t1\t\d{4}-\d\d-\d\dT[^\t]+\tzzqxv an \[email\]$/m)
  const misses = await localTool('search:misses', [], thisSite)
  const [missesHeader, ...missRows] = misses.stdout.trim().split('\n')
  expect(missesHeader).toBe('language\tmisses\tlast_seen\tquery')
  // The first test's reference read every language's search page for a word that is nowhere, too.
  expect(missRows).toContainEqual(expect.stringMatching(/^de\t1\t[^\t]+\tzzqxv an \[email\]$/))
  expect(misses.stderr).toContain(`search:misses: ${missRows.length} ${missRows.length === 1 ? 'query' : 'queries'} found nothing.`)
  const none = await exportLeads([], { SITE_PORT: '8859' })
  expect(none.code).toBe(1)
  expect(none.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^leads:export: no local leads database for SITE_PORT=8859/)])
  expect(existsSync('.wrangler/start-state-8859')).toBe(false)
})
