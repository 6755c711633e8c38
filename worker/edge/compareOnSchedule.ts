import { createContentContext } from '../content/ContentContext'
import { getContentVersion } from '../content/fetchFromStoryblok'
import { languageConfig } from '../config/languageConfig'
import { queueChangedPages } from '../indexNow/queueChangedPages'
import { compareStoryAddresses } from '../redirects/compareStoryAddresses'
import type { AddressChange } from '../redirects/storyAddresses'
import { makeOutOfDate } from './makeOutOfDate'
import { touchedByChanges } from '../webhooks/placeEvent'

/**
 * The cron's comparison of Storyblok's links map with the addresses last seen: what no webhook
 * tells (a folder renamed in Storyblok moves its stories without an event, a webhook lost) is
 * caught within 10 minutes, and handled as a webhook's would be: old addresses answer 301 or
 * 410, what changed is out of date, and search engines are told (on SITE_ORIGIN).
 */
export async function compareOnSchedule(env: Env, executionCtx: Pick<ExecutionContext, 'waitUntil'>): Promise<readonly AddressChange[]> {
  const ctx = createContentContext(env, executionCtx)
  const config = languageConfig(env)
  const cv = await getContentVersion(ctx)
  const changes = await compareStoryAddresses(ctx, cv ?? undefined, config, Date.now())
  if (changes.length === 0) return changes
  await makeOutOfDate(env, touchedByChanges(changes), cv)
  await queueChangedPages(env, env.SITE_ORIGIN, {}, changes, config)
  return changes
}
