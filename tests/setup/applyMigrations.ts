import { env } from 'cloudflare:workers'
import { applyD1Migrations, type D1Migration } from 'cloudflare:test'

declare global {
  namespace Cloudflare {
    interface Env {
      /** migrations/, read by vitest.config.ts. */
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}

// Runs before each test file: its isolated D1 gets the leads schema, as `wrangler d1 migrations apply` gives a real one.
await applyD1Migrations(env.LEADS, env.TEST_MIGRATIONS)
