import { expect, test } from '@playwright/test'
import { runSeoReport } from '../support/runSeoReport'

// `npm run -s seo:report`, as a person runs it: what it says of arguments it cannot use. The report
// over the demo space's every page is in edgeCache.spec.ts, on the site its crawl has just warmed;
// one published page's problems, in publishChecks.spec.ts.

test('without --env it says which sites it reads, and reads none', async () => {
  const { code, stderr } = await runSeoReport([])
  expect(code).toBe(2)
  expect(stderr.trim()).toBe('seo:report: say which site: npm run -s seo:report -- --env <local|staging|production> [--page /path]')
})

test('--page takes paths of the site, and says so of anything else', async () => {
  for (const page of ['about', '//elsewhere.example/about']) {
    const { code, stderr } = await runSeoReport(['--env', 'local', '--page', page])
    expect(code).toBe(2)
    expect(stderr.trim()).toBe(`seo:report: --page takes a path of the site, such as /about, not "${page}"`)
  }
})
