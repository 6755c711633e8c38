import type { ContentContext } from '../content/ContentContext'
import { getDatasourceEntries } from '../content/getDatasourceEntries'
import { resolveRedirect } from './resolveRedirect'

/** The datasource of editor-managed redirects. */
const REDIRECTS_DATASOURCE = 'redirects'

/**
 * The redirect-entries rule: the redirect for a canonical path, from the `redirects` datasource (read through
 * the content cache), or null. When the datasource cannot be had at all (Storyblok down, nothing
 * cached) there is no redirect: pages, cached ones included, keep working.
 */
export async function lookupRedirect(ctx: ContentContext, path: string, languages: ReadonlySet<string>): Promise<string | null> {
  try {
    return resolveRedirect(await getDatasourceEntries(ctx, REDIRECTS_DATASOURCE), path, languages)
  } catch (error) {
    console.warn('redirects unavailable', error)
    return null
  }
}
