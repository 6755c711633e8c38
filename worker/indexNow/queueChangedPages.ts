import type { LanguageConfig } from '../config/languageConfig'
import { siteIndexable } from '../config/siteIndexable'
import type { AddressChange } from '../redirects/storyAddresses'
import { changedPages } from './changedPages'
import { indexNowQueue } from './IndexNowQueue'

/**
 * Queues for IndexNow, on `origin`, the pages an event changed (changedPages). Only an indexable
 * site with a key tells search engines anything; a failure is logged, never the caller's.
 */
export async function queueChangedPages(
  env: Env,
  origin: string,
  event: Record<string, unknown>,
  changes: readonly AddressChange[],
  config: LanguageConfig,
): Promise<void> {
  if (!siteIndexable(env) || !env.INDEXNOW_KEY || !origin) return
  const { paths, stories } = changedPages(event, changes, config)
  if (paths.length === 0 && stories.length === 0) return
  await indexNowQueue(env)
    .enqueue({ urls: paths.map((path) => origin + path), stories: stories.map((slug) => ({ origin, slug })) })
    .catch((error: unknown) => console.error('the changed pages could not be queued for IndexNow', error))
}
