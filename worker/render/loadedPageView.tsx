import type { Context } from 'hono'
import { pageHeadFor } from '../../shared/seo/pageHeadFor'
import type { DatasourceValues } from '../../shared/editor/blokProblems'
import type { SeoProblem } from '../../shared/seo/SeoProblem'
import type { RedirectProblem } from '../../shared/editor/RedirectProblem'
import type { SiteSettings } from '../../shared/content/SiteSettings'
import { PageBody } from '../../shared/templates/PageBody'
import type { AppEnv } from '../config/AppEnv'
import type { LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { siteIndexable } from '../config/siteIndexable'
import { siteOrigin } from '../config/siteOrigin'
import type { LoadedPage } from '../loaders/Loader'
import { editorOrigins } from '../security/securityPolicyConfig'
import { pageExpiry } from './pageExpiry'
import type { PageView } from './pageResponse'
import { languageChoices } from './languageChoices'
import { scrubSearchTerms } from '../search/scrubSearchTerms'
import { browserLanguage } from '../visitorLanguage/browserLanguage'

interface LoadedPageInput {
  /** The request's content: the language switch reads what it needs beyond the page (the home, the section's list). */
  ctx: ContentContext
  page: LoadedPage
  /** The route table's pattern that matched (`/blog/:slug`). */
  route: string
  language: string
  settings: SiteSettings | null
  config: LanguageConfig
  /** A verified visual-editor request: the preview state instead of the visitor's page. */
  draft: boolean
  /** A preview's datasources (previewDatasources), which its notices check option fields against. */
  datasources?: DatasourceValues
  /** A preview's story: what the check at its last publish found on its published page (its notices). */
  seoProblems?: readonly SeoProblem[]
  /** The settings' preview: the `redirects` datasource's entries that cannot work (its notices). */
  redirectProblems?: readonly RedirectProblem[]
  /** A page about one visitor (a report form they posted that was not taken: 422, 429, 503): never indexed or stored. */
  visitor?: { status: number }
}

/** A loaded route's page as the pipeline's view: its head (the one call of pageHeadFor), its language switch, and its body or preview state. */
export async function loadedPageView(
  c: Context<AppEnv>,
  { ctx, page, route, language, settings, config, draft, datasources = {}, seoProblems = [], redirectProblems = [], visitor }: LoadedPageInput,
): Promise<PageView> {
  const head = pageHeadFor({
    ...page,
    origin: siteOrigin(c),
    language,
    draft,
    indexable: siteIndexable(c.env) && !visitor,
    settings,
    siteLanguages: [...config.supported],
    company: c.env.COMPANY_NAME,
  })
  const languages = await languageChoices(ctx, config, language, page)
  const search =
    page.data.kind === 'search' && page.data.search.query ? { terms: scrubSearchTerms(page.data.search.query), results: page.data.search.total } : undefined
  const view = { language, head, languages, settings, pageKind: page.data.kind, route, ...(search ? { search } : {}) }
  if (draft) {
    const state = {
      language,
      editorLanguage: browserLanguage(c.req.header('accept-language'), language),
      languages,
      settings,
      data: page.data,
      resolveRelations: page.resolveRelations ?? [],
      resolveLinks: page.resolveLinks ?? null,
      datasources,
      seoProblems,
      redirectProblems,
      editorOrigins: editorOrigins(c.env),
    }
    return { ...view, content: { preview: state }, private: true }
  }
  const body = <PageBody data={page.data} language={language} settings={settings} />
  const now = 'now' in page.data ? page.data.now : Date.now()
  return { ...view, content: { body }, expiresAt: pageExpiry(page.data, now), ...(visitor ? { status: visitor.status, private: true } : {}) }
}
