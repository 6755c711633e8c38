import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { globSync, readFileSync } from 'node:fs'
import { configDefaults, defineConfig } from 'vitest/config'
import { demoSpace } from './storyblok-local/space/demoSpace'
import { startLocalServices } from './scripts/localSite/startLocalServices'
import { DEMO_API_KEY } from './amplitude-local/createAmplitudeLocal'

/** The leads schema (migrations/), applied to D1 before each test file by tests/setup/freshRuntime.ts. */
const migrations = await readD1Migrations('./migrations')

const TEST_FILES = '{worker,shared,client,storyblok-local,amplitude-local,workers-cache-local,scripts}/**/*.test.{ts,tsx}'
/**
 * Test files that replace a module (`vi.mock`). The other files share one workerd runtime, which
 * keeps the modules it has loaded from file to file; a replaced module would reach the files after
 * it. These run each in a runtime of their own.
 */
const MODULE_REPLACING = globSync(TEST_FILES).filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')))

export default defineConfig({
  plugins: [
    // Called once for each workerd runtime the run starts: each gets a content service of its own
    // (storyblok-local/, the demo space's tokens, with amplitude-local/ beside it), so files running
    // at once never share its content, faults or request log.
    cloudflareTest(async () => {
      const service = await startLocalServices({ port: 0, siteOrigin: 'http://localhost', background: true })
      return {
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            STORYBLOK_LOCAL_ENDPOINT: `${service.url}/v2`,
            // The Amplitude collector beside it and its key, as `npm start` configures them.
            AMPLITUDE_API_KEY: DEMO_API_KEY,
            AMPLITUDE_SERVER_URL: `${service.url}/2/httpapi`,
            // The service stands in for IndexNow (as `npm start` configures it).
            INDEXNOW_ENDPOINT: `${service.url}/indexnow`,
            STORYBLOK_TOKEN: demoSpace.publicToken,
            STORYBLOK_PREVIEW_TOKEN: demoSpace.previewToken,
            STORYBLOK_SPACE_ID: String(demoSpace.id),
            // Staging and production read Storyblok at the SPEC's 5 a second (wrangler.toml); the tests
            // of the throttle itself run it at that rate (waitForReadSlot.test.ts) on a driven clock.
            // Every other test reads as fast as the local service answers: a throttle there only waits.
            STORYBLOK_READS_PER_SECOND: '9999',
            // Its local visual editor (/_editor/…) is the editor origin previews allow besides Storyblok's.
            STORYBLOK_LOCAL_EDITOR_ORIGIN: service.url,
            STORYBLOK_ASSET_TOKEN: demoSpace.assetToken,
            STORYBLOK_WEBHOOK_SECRET: 'test-webhook-secret',
            // A publish's background check renders its page and the pages it links: the files that
            // publish must see only their own renders. The check's own tests call it themselves.
            SEO_CHECK_ON_PUBLISH: 'false',
            // Demo values for the tests, never real secrets.
            DOWNLOAD_SIGNING_SECRET: 'test-download-signing-secret',
            LEADS_IP_HASH_SECRET: 'test-ip-hash-secret',
            TEST_MIGRATIONS: migrations,
          },
        },
      }
    }),
  ],
  // wrangler.toml defines NODE_ENV as production (React's production build), which has no jsxDEV.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    // Before each file: the content service, KV, the isolate's memory and D1 as a fresh runtime has them.
    setupFiles: ['tests/setup/freshRuntime.ts'],
    // The hostile-input suite (worker/security/hostileRequests.test.ts): HOSTILE_SEED and
    // HOSTILE_COUNT replay or resize a run; every run (CI included) sends 10,000 by default.
    provide: { hostileSeed: Number(process.env.HOSTILE_SEED ?? 20_261_122), hostileCount: Number(process.env.HOSTILE_COUNT ?? 10_000) },
    // Two runtimes at once, one a core; each runs its files one at a time.
    maxWorkers: 2,
    // A limit against a hung test, not a speed check (speed is measured by `npm run bench`): the
    // default 5 s failed tests that read through the content service's faults on a 2-core
    // machine busy with the other lanes.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      // One runtime for all these files: starting workerd once, not once a file, saves about 1.2 s a file.
      // It keeps KV, D1 and Durable Objects' storage from file to file (not "isolated per test file"):
      // tests/setup/freshRuntime.ts empties them before each.
      { extends: true, test: { name: 'workerd', include: [TEST_FILES], exclude: [...configDefaults.exclude, ...MODULE_REPLACING], isolate: false } },
      { extends: true, test: { name: 'workerd, own runtime', include: MODULE_REPLACING, isolate: true } },
    ],
  },
})
