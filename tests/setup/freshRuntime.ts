import { env } from 'cloudflare:workers'
import { applyD1Migrations, runInDurableObject, type D1Migration } from 'cloudflare:test'
import { clearContentCache } from '../support/clearContentCache'
import { indexNowQueue } from '../../worker/indexNow/IndexNowQueue'
import { TestContentService } from '../support/TestContentService'

declare global {
  namespace Cloudflare {
    interface Env {
      /** migrations/, read by vitest.config.ts. */
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}

// Runs before each test file. Files share one workerd runtime (vitest.config.ts), so each starts
// from what a runtime of its own would give it, whatever the file before it did:
// - the content service with its demo content, no faults and an empty request log;
// - KV and everything the isolate remembers, empty;
// - D1 with the leads schema, as `wrangler d1 migrations apply` gives a real one, and no rows;
// - an empty IndexNow queue, whose alarm (a minute after a webhook) never sends into a later file.
await new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT).reset()
await clearContentCache()
await applyD1Migrations(env.LEADS, env.TEST_MIGRATIONS)
const { results: tables } = await env.LEADS.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
).all<{ name: string }>()
await env.LEADS.batch(tables.map(({ name }) => env.LEADS.prepare(`DELETE FROM "${name}"`)))
await runInDurableObject(indexNowQueue(env), async (_queue, state) => {
  await state.storage.deleteAlarm()
  await state.storage.deleteAll()
})
