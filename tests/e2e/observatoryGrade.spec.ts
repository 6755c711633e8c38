import { expect } from '@playwright/test'
import { collectScan, type Ask } from '../support/observatory/collectScan'
import { DEPLOYED_RESULTS } from '../support/observatory/deployedResults'
import { gradeScan } from '../support/observatory/gradeScan'
import { testWithPagePerWorker } from '../support/pagePerWorker'

// The HTTP Observatory's ten tests, as its equivalent grades them (tests/support/observatory/), on
// the running site's pages, over HTTP alone (no browser page). `npm start` serves plain http
// without TLS: there, the two transport tests cannot pass, and every other test must.
// worker/security/observatoryGrade.test.ts grades the worker with its https origin: A+.

const test = testWithPagePerWorker()

/** The home pages of two languages, an article, a list with filters, a gated report. */
const PAGES = ['/', '/de', '/blog/rich-text-showcase', '/open-positions', '/reports/european-road-freight-index-q1-2023']

/** What the site's every page earns on the eight tests that do not need https: the deployed site's. */
const { redirection: _redirection, 'strict-transport-security': _hsts, ...PAGE_RESULTS } = DEPLOYED_RESULTS

for (const path of PAGES) {
  test(`${path}: passes the HTTP Observatory's tests but the two that need https`, async ({ request, baseURL }) => {
    const ask: Ask = async (url, { method, headers }) => {
      const response = await request.fetch(url, { method, headers, maxRedirects: 0 })
      return { status: response.status(), headers: response.headersArray().map(({ name, value }) => [name, value] as const), text: () => response.text() }
    }
    const grade = gradeScan(await collectScan(new URL(path, baseURL).href, ask))
    test.info().annotations.push({ type: 'HTTP Observatory equivalent', description: `${grade.grade}, ${grade.score}, ${grade.testsPassed} of 10 passed` })
    const { redirection, 'strict-transport-security': hsts, ...pageTests } = grade.tests
    expect(Object.fromEntries(Object.entries(pageTests).map(([name, outcome]) => [name, outcome.result]))).toEqual(PAGE_RESULTS)
    // Without TLS: no redirect to https, no https to send HSTS on.
    expect([redirection.result, hsts.result]).toEqual(['redirection-missing', 'hsts-not-implemented-no-https'])
    expect(Object.entries(grade.tests).flatMap(([name, outcome]) => (outcome.pass ? [] : [name]))).toEqual(['redirection', 'strict-transport-security'])
    // 100 less 20 for each: the bonuses need at least 90 before them.
    expect(grade).toMatchObject({ grade: 'C+', score: 60 })
  })
}
