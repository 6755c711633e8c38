import type { PageData } from '../../shared/pages/PageData'
import type { RedirectProblem } from '../../shared/editor/RedirectProblem'
import type { LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { getDatasourceEntries } from '../content/getDatasourceEntries'
import { REDIRECTS_DATASOURCE } from '../redirects/lookupRedirect'
import { redirectProblems } from '../redirects/redirectProblems'

/**
 * The preview of the settings (`/_settings`, where the site's own rules are checked): the entries
 * of the `redirects` datasource that cannot work, as notices. Any other preview has none; a
 * datasource that cannot be read gives none (a notice is no reason to fail the preview).
 */
export async function previewRedirectProblems(ctx: ContentContext, config: LanguageConfig, data: PageData): Promise<RedirectProblem[]> {
  if (data.kind !== 'settings') return []
  try {
    return redirectProblems(await getDatasourceEntries(ctx, REDIRECTS_DATASOURCE), config.supported)
  } catch (error) {
    console.warn('redirects unavailable for the preview’s notices', error)
    return []
  }
}
