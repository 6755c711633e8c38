import type { ContentContext } from '../content/ContentContext'
import { getDatasourceEntries } from '../content/getDatasourceEntries'
import { logRedirectProblems } from './redirectProblems'
import { resolveRedirect } from './resolveRedirect'

/** The datasource of editor-managed redirects. */
export const REDIRECTS_DATASOURCE = 'redirects'

/**
 * The redirect-entries rule: the redirect for a canonical path, from the `redirects` datasource (read through
 * the content cache), or null. When the datasource cannot be had at all (Storyblok down, nothing
 * cached) there is no redirect: pages, cached ones included, keep working. Entries that cannot
 * work are logged, once per read of the datasource (redirectProblems).
 */
export async function lookupRedirect(ctx: ContentContext, path: string, languages: ReadonlySet<string>): Promise<string | null> {
  try {
    const entries = await getDatasourceEntries(ctx, REDIRECTS_DATASOURCE)
    logRedirectProblems(entries)(languages)
    return resolveRedirect(entries, path, languages)
  } catch (error) {
    console.warn('redirects unavailable', error)
    return null
  }
}
