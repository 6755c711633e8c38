import { createApp } from './app'
import { gateway } from './edge/gateway'
import { deleteExpiredLeads, retentionDays } from './leads/deleteExpiredLeads'
import { deleteOldSearchMisses } from './search/searchMisses'
import { compareOnSchedule } from './edge/compareOnSchedule'

/** The cron (wrangler.toml) of the comparison of the stories' addresses; any other is the daily one. */
const ADDRESSES_CRON = '*/10 * * * *'

export { Renderer } from './Renderer'
export { PurgeQueue } from './edge/PurgeQueue'
export { IndexNowQueue } from './indexNow/IndexNowQueue'
export { Invalidations } from './cache/Invalidations'

export default {
  fetch: gateway(createApp()),
  /** The crons of wrangler.toml: every 10 minutes the stories' addresses; daily lead retention (docs/security.md, "Leads"). */
  async scheduled(controller, env, ctx) {
    if (controller.cron === ADDRESSES_CRON) {
      ctx.waitUntil(compareOnSchedule(env, ctx).then((changes) => console.log(`addresses compared: ${changes.length} changed`)))
      return
    }
    ctx.waitUntil(deleteExpiredLeads(env.LEADS, retentionDays(env), Date.now()).then((deleted) => console.log(`leads retention: ${deleted} deleted`)))
    ctx.waitUntil(deleteOldSearchMisses(env.LEADS, Date.now()))
  },
} satisfies ExportedHandler<Env>
