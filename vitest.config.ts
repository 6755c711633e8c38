import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'
import { TEST_CONTENT_PORT } from './tests/setup/testContentPort'


export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          STORYBLOK_LOCAL_ENDPOINT: `http://127.0.0.1:${TEST_CONTENT_PORT}/v2`,
          STORYBLOK_WEBHOOK_SECRET: 'test-webhook-secret',
        },
      },
    }),
  ],
  // wrangler.toml defines NODE_ENV as production (React's production build), which has no jsxDEV.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    include: ['{worker,shared,client,storyblok-local}/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/setup/contentService.ts'],
    // One content service serves every file, and some tests switch its faults on: run files one at a time.
    fileParallelism: false,
  },
})
