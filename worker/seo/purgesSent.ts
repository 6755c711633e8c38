import { purgeQueue } from '../edge/PurgeQueue'

/** How often, and how long at most, the check asks whether the publish's purge has gone out. */
const POLL_MS = 500
const MAX_WAIT_MS = 20_000

/**
 * Resolves once the purge queue of Workers Cache holds nothing (a publish's purge goes out about a
 * second after it, worker/edge/purgeSchedule.ts), or after MAX_WAIT_MS when a burst of publishes
 * keeps it busy: from then on the cached entry point answers the published content, not the copy
 * it kept before. False when it waited in vain.
 */
export async function purgesSent(env: Pick<Env, 'PURGE_QUEUE'>): Promise<boolean> {
  const queue = purgeQueue(env)
  for (let waited = 0; waited < MAX_WAIT_MS; waited += POLL_MS) {
    if (!(await queue.pending())) return true
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return false
}
