import { createApp } from './app'
import { gateway } from './edge/gateway'
import { deleteExpiredLeads, retentionDays } from './leads/deleteExpiredLeads'
import { deleteOldSearchMisses } from './search/searchMisses'

export { Renderer } from './Renderer'
export { PurgeQueue } from './edge/PurgeQueue'

export default {
  fetch: gateway(createApp()),
  /** The daily cron of wrangler.toml: lead retention (docs/security.md, "Leads"). */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(deleteExpiredLeads(env.LEADS, retentionDays(env), Date.now()).then((deleted) => console.log(`leads retention: ${deleted} deleted`)))
    ctx.waitUntil(deleteOldSearchMisses(env.LEADS, Date.now()))
  },
} satisfies ExportedHandler<Env>
