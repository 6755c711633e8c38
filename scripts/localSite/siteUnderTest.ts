// The site the browser tests and the validators run against: `npm start` on SITE_PORT (8787),
// started by Playwright's webServer, or by `npm test` itself while its other lanes run
// (scripts/test.ts, which then sets SITE_UNDER_TEST_RUNNING).

/** Its port, and the local content service's. */
export const SITE_UNDER_TEST_PORTS = { site: Number(process.env.SITE_PORT ?? 8787), content: Number(process.env.STORYBLOK_LOCAL_PORT ?? 8788) }

/**
 * What it runs with besides the demo setup: the browser tests submit report forms from one
 * address (127.0.0.1), more than the 10 per 10 minutes a visitor may; and they see IndexNow's
 * batch sent after 5 s rather than a minute (wrangler.toml's INDEXNOW_BATCH_SECONDS).
 */
export const SITE_UNDER_TEST_ENV = {
  LEADS_RATE_LIMIT: process.env.LEADS_RATE_LIMIT ?? '1000',
  INDEXNOW_BATCH_SECONDS: process.env.INDEXNOW_BATCH_SECONDS ?? '5',
}
