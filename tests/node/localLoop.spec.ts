import { expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'
import { startSite, stopSite } from '../../scripts/localSite'
import { demoSpace } from '../../storyblok-local/demoSpace'
import { loadDemoData } from '../../storyblok-local/loadDemoData'
import { sitePages, type SitePage } from './validators/sitePages'

// The whole local loop, as a person runs it: `npm start -- --empty`, then `npm run space:push --
// --with-demo-content` into that space; the site then answers as it does on the demo space.

const SITE_PORT = 8857
const CONTENT_PORT = 8858
const SITE = `http://127.0.0.1:${SITE_PORT}`
const CONTENT = `http://127.0.0.1:${CONTENT_PORT}`

/** The category labels (each datasource entry's name in every dimension) a page shows. */
const LABELS = loadDemoData()
  .datasources.filter((datasource) => datasource.slug !== 'redirects')
  .flatMap((datasource) => datasource.entries.flatMap((entry) => [entry.name, ...Object.values(entry.dimension_values)]))
const labelsOn = (page: SitePage | undefined) => LABELS.filter((label) => page?.html.includes(`>${label}<`))

function push(): Promise<{ code: number | null; stdout: string }> {
  const child = spawn('npm', ['run', '-s', 'space:push', '--', '--with-demo-content'], {
    env: {
      ...process.env,
      STORYBLOK_MANAGEMENT_ENDPOINT: CONTENT,
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

/** Waits until the content service has sent the webhooks of the push's last writes to the site. */
async function webhooksDelivered(): Promise<void> {
  await expect.poll(async () => ((await (await fetch(`${CONTENT}/_control/webhooks`)).json()) as { pending: boolean }).pending, { timeout: 30_000 }).toBe(false)
}

const redirect = async (path: string) => {
  const response = await fetch(`${SITE}${path}`, { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location') }
}
const REDIRECTS =
  loadDemoData()
    .datasources.find((datasource) => datasource.slug === 'redirects')
    ?.entries.map((entry) => entry.name) ?? []

test('npm start -- --empty, then space:push --with-demo-content: the site answers every sitemap page, redirect and label as on the demo space', async () => {
  // Two sites started one after the other, about 470 pages fetched from each and a push of about 900 requests.
  test.setTimeout(900_000)
  const demoSite = await startSite(SITE_PORT, CONTENT_PORT)
  const [demoPages, demoRedirects] = await Promise.all([sitePages(SITE), Promise.all(REDIRECTS.map(redirect))]).finally(() => stopSite(demoSite))

  const emptySite = await startSite(SITE_PORT, CONTENT_PORT, {}, ['--empty'])
  try {
    expect((await fetch(`${SITE}/en/about`)).status).toBe(404)
    const first = await push()
    expect(first.code).toBe(0)
    expect(first.stdout).toContain('stories: 588 created, 0 updated, 0 unchanged')
    await webhooksDelivered()
    const pushedPages = await sitePages(SITE)
    expect(pushedPages.map((page) => page.path)).toEqual(demoPages.map((page) => page.path))
    const statuses = (pages: SitePage[]) => Object.fromEntries(pages.map((page) => [page.path, page.status]))
    expect(statuses(pushedPages)).toEqual(statuses(demoPages))
    expect(await Promise.all(REDIRECTS.map(redirect))).toEqual(demoRedirects)
    expect(demoRedirects.every(({ status }) => status === 301)).toBe(true)
    const articles = demoPages.filter((page) => /^(\/[a-z]{2})?\/(blog|tech)\/[^/]+$/.test(page.path))
    expect(articles.length).toBeGreaterThan(20)
    for (const article of articles) {
      expect.soft(labelsOn(pushedPages.find((page) => page.path === article.path)), article.path).toEqual(labelsOn(article))
    }
    expect(articles.some((article) => labelsOn(article).length > 0)).toBe(true)
    const second = await push()
    expect(second.stdout).toContain('Nothing to change: the space matches the model.')
    expect(Number(/(\d+) requests$/m.exec(second.stdout)?.[1])).toBeLessThanOrEqual(30)
  } finally {
    await stopSite(emptySite)
  }
})
