import { env } from 'cloudflare:workers'
import { applyD1Migrations, runInDurableObject, type D1Migration } from 'cloudflare:test'
import { clearContentCache } from '../support/clearContentCache'
import { purgeQueue } from '../../worker/edge/PurgeQueue'
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
// - the two queues (Durable Objects) empty and without an alarm: the IndexNow queue's alarm (a
//   minute after a webhook) never sends into a later file, and the Workers Cache purge queue starts
//   with its whole bucket. The runtime keeps a Durable Object's storage from file to file: a run's
//   earlier files spent the bucket's tokens, and a file's purges then waited 12 s each for one
//   (the SEO check's test, waiting for three, timed out so in stop 57's CI).
await new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT).reset()
await clearContentCache()
await applyD1Migrations(env.LEADS, env.TEST_MIGRATIONS)
const { results: tables } = await env.LEADS.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
).all<{ name: string }>()
await env.LEADS.batch(tables.map(({ name }) => env.LEADS.prepare(`DELETE FROM "${name}"`)))
for (const queue of [indexNowQueue(env), purgeQueue(env)]) {
  await runInDurableObject(queue, async (_queue, state) => {
    await state.storage.deleteAlarm()
    await state.storage.deleteAll()
  })
}
