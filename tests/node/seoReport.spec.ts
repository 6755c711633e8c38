import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { startSite, stopSite } from '../../scripts/localSite'

// `npm run -s seo:report`, as a person runs it: on the demo space every page of the sitemaps keeps
// to the SEO rules the worker checks at a publish, so the report is one line and exit 0. The spec
// starts a site of its own (the browser tests' site may hold an editor test's broken story).
test.describe.configure({ mode: 'serial' })

const PORTS = { site: 8877, content: 8878 }

function seoReport(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['run', '-s', 'seo:report', '--', ...args], { env: { ...process.env, SITE_PORT: String(PORTS.site) } })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
}

test('without --env it says which sites it reads, and reads none', async () => {
  const { code, stderr } = await seoReport([])
  expect(code).toBe(2)
  expect(stderr.trim()).toBe('seo:report: say which site: npm run -s seo:report -- --env <local|staging|production>')
})

test.describe('on the demo space', () => {
  let site: ChildProcess | null = null
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    site = await startSite(PORTS.site, PORTS.content)
  })
  test.afterAll(async () => {
    if (site) await stopSite(site)
  })

  test('every page of the sitemaps keeps to the rules: no problems, exit 0', async () => {
    test.setTimeout(180_000)
    const { code, stdout } = await seoReport(['--env', 'local'])
    expect(stdout.trim()).toMatch(new RegExp(`^seo:report: no problems on the \\d+ pages of http://127\\.0\\.0\\.1:${PORTS.site}'s sitemaps\\.$`))
    expect(code).toBe(0)
  })
})
