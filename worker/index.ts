import { createApp } from './app'
import { deleteExpiredLeads, retentionDays } from './leads/deleteExpiredLeads'

const app = createApp()

export default {
  fetch: app.fetch,
  /** The daily cron of wrangler.toml: lead retention (docs/security.md, "Leads"). */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(deleteExpiredLeads(env.LEADS, retentionDays(env), Date.now()).then((deleted) => console.log(`leads retention: ${deleted} deleted`)))
  },
} satisfies ExportedHandler<Env>
