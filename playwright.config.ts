import { defineConfig, devices, type Project } from '@playwright/test'
import { SITE_UNDER_TEST_ENV, SITE_UNDER_TEST_PORTS } from './scripts/localSite/siteUnderTest'
// Debian's Chromium, its headless shell where installed: Playwright's own browser downloads cannot work on these machines.
import { TEST_CHROMIUM } from './tests/support/chromiumBinaries'

/** `npm start`'s site; SITE_PORT (and STORYBLOK_LOCAL_PORT) let parallel runs use ports of their own. */
const SITE_URL = `http://127.0.0.1:${SITE_UNDER_TEST_PORTS.site}`
/**
 * Hosts other than this machine's fail at once, as names that do not resolve: these machines
 * cannot reach content images' CDN or third-party players. A route that aborts them instead makes
 * every request of every page wait on the test's process: 270 ms of CPU a navigation rather than
 * 175 (docs/decisions/test-lanes.md).
 */
const ONLY_THIS_MACHINE = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost'
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ONLY_THIS_MACHINE,
]
/** The outside validators: every page of `npm start`'s site over HTTP, no browser. */
const SITE_VALIDATORS = /siteValidators\.spec\.ts/
/** The tooling checks that run longest, each as one serial run: a site pushed from empty, the deploy script in a fresh clone, the edge cache. */
const LONG_TOOLING_SPECS = /(localLoop|deploy|edgeCache)\.spec\.ts/
/**
 * Specs that edit the demo space's shared drafts in the local editor: one at a time (a worker of
 * their own), desktop only. What they publish is a story of their own, so no other spec sees it.
 */
const EDITOR_SPECS = /(editor|editorTool|previewEverywhere|publish|publishChecks|oldAddresses)\.spec\.ts/

/**
 * The suite's lanes (scripts/test.ts runs them in turn; without PLAYWRIGHT_LANE every project runs):
 * - `tooling`: Node checks of the repo's commands (a fresh clone's type checks and deploy script,
 *   the recipes' type checks, space:push, npm start's variants, the local loop), which start what
 *   they need themselves;
 * - `site`: everything against `npm start`'s site: the validators, and the browsers on a desktop
 *   and, where the viewport matters (tests tagged @viewport), a phone.
 */
const LANES: Record<string, Project[]> = {
  // The long serial runs start first, one on each worker, and the short ones fill in beside and
  // after them: in the order of the files, the local loop (3 min on a busy machine) started half-way
  // and ran on alone at the end while the other lanes were done.
  tooling: [
    { name: 'tooling (long)', testDir: 'tests/node', testMatch: LONG_TOOLING_SPECS },
    { name: 'tooling', testDir: 'tests/node', testIgnore: [SITE_VALIDATORS, LONG_TOOLING_SPECS] },
  ],
  // The one-at-a-time editor specs and the validators' long Nu run come first, beside the others,
  // so that neither is left for the end with the other worker idle.
  site: [
    {
      name: 'editor',
      testDir: 'tests/e2e',
      testMatch: EDITOR_SPECS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    { name: 'validators', testDir: 'tests/node', testMatch: SITE_VALIDATORS },
    { name: 'desktop', testDir: 'tests/e2e', testIgnore: EDITOR_SPECS, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', testDir: 'tests/e2e', testIgnore: EDITOR_SPECS, grep: /@viewport/, use: { ...devices['Pixel 7'] } },
  ],
}
const LANE = process.env.PLAYWRIGHT_LANE

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: SITE_URL,
    launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS },
    // A failure leaves its screenshot and the page's accessibility snapshot (error-context.md).
    // Traces record every action of every test, about a fifth of the browsers' time on this 2-core
    // machine (shell and templates: 42 s with, 34 s without): PLAYWRIGHT_TRACE=retain-on-failure
    // records them when a failure needs more than that.
    trace: process.env.PLAYWRIGHT_TRACE === 'retain-on-failure' || process.env.PLAYWRIGHT_TRACE === 'on' ? process.env.PLAYWRIGHT_TRACE : 'off',
    screenshot: 'only-on-failure',
  },
  projects: LANE ? (LANES[LANE] ?? []) : Object.values(LANES).flat(),
  // The tooling lane starts what it needs itself; `npm test` starts the site while its other lanes run.
  webServer:
    LANE === 'tooling' || process.env.SITE_UNDER_TEST_RUNNING
      ? undefined
      : {
          command: 'npm start',
          env: SITE_UNDER_TEST_ENV,
          url: `${SITE_URL}/builds/latest.json`,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          stdout: 'ignore',
          // SIGTERM, not Playwright's default SIGKILL: `npm start` then stops wrangler dev, which runs in a process group of its own.
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        },
})
