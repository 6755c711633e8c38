import type { ContentContext } from '../content/ContentContext'
import type { LanguageConfig } from '../config/languageConfig'
import { siteIndexable } from '../config/siteIndexable'
import type { AddressChange } from '../redirects/storyAddresses'
import { changedPages } from './changedPages'
import { indexNowQueue } from './IndexNowQueue'

/**
 * Queues for IndexNow, as absolute addresses on `origin`, the pages an event changed
 * (changedPages). Only an indexable site with a key tells search engines anything; a failure is
 * logged, never the caller's.
 */
export async function queueChangedPages(
  ctx: ContentContext,
  origin: string,
  event: Record<string, unknown>,
  changes: readonly AddressChange[],
  config: LanguageConfig,
): Promise<void> {
  if (!siteIndexable(ctx.env) || !ctx.env.INDEXNOW_KEY || !origin) return
  try {
    const paths = await changedPages(ctx, event, changes, config)
    if (paths.length > 0) await indexNowQueue(ctx.env).enqueue(paths.map((path) => origin + path))
  } catch (error) {
    console.error('the changed pages could not be queued for IndexNow', error)
  }
}
