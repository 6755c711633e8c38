import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { collectScan, type Ask } from '../../tests/support/observatory/collectScan'
import { DEPLOYED_RESULTS, resultsOf } from '../../tests/support/observatory/deployedResults'
import { gradeScan } from '../../tests/support/observatory/gradeScan'
import worker, { Renderer } from '../index'

// The HTTP Observatory's ten tests, as its equivalent grades them (tests/support/observatory/), on
// the worker's own answers: http://www.freight.example/ through the gateway, its redirect to
// https, and the page there. tests/e2e/observatoryGrade.spec.ts grades the running site's pages.

/**
 * Production's origin (https: the gateway sends plain http there) and analytics endpoint (the
 * region's, over https). The content still comes from the local service, whose http origin the
 * policy lists for images and media while it stands in for Storyblok (securityPolicyConfig).
 */
const DEPLOYED: Env = { ...env, SITE_ORIGIN: 'https://www.freight.example', AMPLITUDE_SERVER_URL: '' }
const LOCAL_SERVICE = new URL(env.STORYBLOK_LOCAL_ENDPOINT).origin
/** The first request renders a page: slow on a busy machine. */
const COLD_START_MS = 30_000

/** Work the worker left running (its content reads' cache writes), awaited after each test. */
const pending: Promise<unknown>[] = []
const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException() {}, props: {} } as unknown as ExecutionContext
// The gateway hands pages to the cached entry point through ctx.exports, as in a deployment: here
// one built with the same environment, so that its headers are production's too.
Object.assign(ctx, { exports: { Renderer: new Renderer(ctx, DEPLOYED) } })

afterEach(async () => {
  while (pending.length > 0) await Promise.allSettled(pending.splice(0))
})

/** A response's headers as pairs, each Set-Cookie on its own. */
function headerPairs(headers: Headers): [string, string][] {
  const cookies = headers.getSetCookie().map((cookie): [string, string] => ['set-cookie', cookie])
  return [...[...headers].filter(([name]) => name !== 'set-cookie'), ...cookies]
}

const ask: Ask = async (url, { method, headers }) => {
  const response = await worker.fetch(new Request(url, { method, headers, redirect: 'manual' }), DEPLOYED, ctx)
  return { status: response.status, headers: headerPairs(response.headers), text: () => response.text() }
}

describe('the HTTP Observatory’s grade of the worker', () => {
  it(
    'is A+: plain http goes to https on the same host, and the page there passes all ten tests',
    async () => {
      const scan = await collectScan('http://www.freight.example/', ask)
      expect(scan.chain.map((answer) => `${answer.status} ${answer.url}`)).toEqual(['301 http://www.freight.example/', '200 https://www.freight.example/'])
      const grade = gradeScan(scan)
      console.log(`HTTP Observatory equivalent, the worker (http://www.freight.example/): ${grade.grade}, ${grade.score}, ${grade.testsPassed} of 10 passed`)
      expect(resultsOf(grade)).toEqual({
        ...DEPLOYED_RESULTS,
        // The deployed site's policy has no http source at all (csp-implemented-with-no-unsafe,
        // +5): here the local content service's, for images and media only, costs 10.
        'content-security-policy': 'csp-implemented-with-insecure-scheme-in-passive-content-only',
      })
      expect(grade).toMatchObject({ grade: 'A+', score: 110, testsPassed: 10, testsFailed: 0 })
    },
    COLD_START_MS,
  )

  it('owes its only http sources to the local content service standing in for Storyblok', async () => {
    const scan = await collectScan('http://www.freight.example/', ask)
    const policy = scan.chain.at(-1)?.headers['content-security-policy'] ?? ''
    const insecure = policy.split(';').flatMap((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      return sources.filter((source) => source.startsWith('http:')).map((source) => `${name} ${source}`)
    })
    expect(insecure).toEqual([`img-src ${LOCAL_SERVICE}`, `media-src ${LOCAL_SERVICE}`])
  })
})
