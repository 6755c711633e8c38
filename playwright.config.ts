import { defineConfig, devices } from '@playwright/test'

/** `npm start`'s site; SITE_PORT (and STORYBLOK_LOCAL_PORT) let parallel runs use ports of their own. */
const SITE_URL = `http://127.0.0.1:${process.env.SITE_PORT ?? 8787}`
/** Node checks that load the machine: a local loop of two sites, a fresh clone's build and type check. */
const HEAVY_NODE_SPECS = /(localLoop|deploy)\.spec\.ts/
/** Debian's Chromium: Playwright's own browser downloads cannot work on these machines. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL: SITE_URL,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', testDir: 'tests/e2e', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', testDir: 'tests/e2e', use: { ...devices['Pixel 7'] } },
    // Node-side checks of the repo's commands (npm run space:push against a local service): no browser.
    { name: 'node', testDir: 'tests/node', testIgnore: HEAVY_NODE_SPECS },
    // Checks that start sites of their own and push the whole space (one webhook per story), or type-check a
    // fresh clone: they run once the others are done, so that their load never slows a crawl past its read budget.
    { name: 'node, own sites', testDir: 'tests/node', testMatch: HEAVY_NODE_SPECS, dependencies: ['node'] },
  ],
  webServer: {
    command: 'npm start',
    // The browser tests submit report forms from one address (127.0.0.1): more than the 10 per 10 minutes a visitor may.
    env: { LEADS_RATE_LIMIT: process.env.LEADS_RATE_LIMIT ?? '1000' },
    url: `${SITE_URL}/builds/latest.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    // SIGTERM, not Playwright's default SIGKILL: `npm start` then stops wrangler dev, which runs in a process group of its own.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
