import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { demoSpace } from './storyblok-local/demoSpace'

/** The leads schema (migrations/), applied to each test file's own D1 by tests/setup/applyMigrations.ts. */
const migrations = await readD1Migrations('./migrations')

export default defineConfig({
  plugins: [
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          // The content service tests/setup/contentService.ts started for this run, with the demo space's tokens.
          STORYBLOK_LOCAL_ENDPOINT: `${inject('contentServiceUrl')}/v2`,
          // The service's Amplitude collector and its key (demoSpace.analyticsApiKey), as `npm start` configures them.
          AMPLITUDE_API_KEY: 'local-amplitude-demo-key',
          AMPLITUDE_SERVER_URL: `${inject('contentServiceUrl')}/2/httpapi`,
          STORYBLOK_TOKEN: demoSpace.publicToken,
          STORYBLOK_PREVIEW_TOKEN: demoSpace.previewToken,
          STORYBLOK_SPACE_ID: String(demoSpace.id),
          // The SPEC's throttle, as staging and production have it (wrangler.toml), not the local 50.
          STORYBLOK_READS_PER_SECOND: '5',
          // Its local visual editor (/_editor/…) is the editor origin previews allow besides Storyblok's.
          STORYBLOK_LOCAL_EDITOR_ORIGIN: inject('contentServiceUrl'),
          STORYBLOK_ASSET_TOKEN: demoSpace.assetToken,
          STORYBLOK_WEBHOOK_SECRET: 'test-webhook-secret',
          // Demo values for the tests, never real secrets.
          DOWNLOAD_SIGNING_SECRET: 'test-download-signing-secret',
          LEADS_IP_HASH_SECRET: 'test-ip-hash-secret',
          TEST_MIGRATIONS: migrations,
        },
      },
    })),
  ],
  // wrangler.toml defines NODE_ENV as production (React's production build), which has no jsxDEV.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    include: ['{worker,shared,client,storyblok-local,scripts}/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/setup/contentService.ts'],
    setupFiles: ['tests/setup/applyMigrations.ts', 'tests/setup/resetContentService.ts'],
    // The hostile-input suite (worker/security/hostileRequests.test.ts): HOSTILE_SEED and
    // HOSTILE_COUNT replay or resize a run; every run (CI included) sends 10,000 by default.
    provide: { hostileSeed: Number(process.env.HOSTILE_SEED ?? 20_261_122), hostileCount: Number(process.env.HOSTILE_COUNT ?? 10_000) },
    // One content service serves every file, and some tests switch its faults on: run files one at a time.
    fileParallelism: false,
  },
})
