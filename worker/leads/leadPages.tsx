import type { Context } from 'hono'
import { languagePrefix } from '../../shared/i18n/languages'
import type { LeadSubmission } from '../../shared/pages/PageData'
import { reportFormText } from '../../shared/reports/leadFormProps'
import { pageHeadFor } from '../../shared/seo/pageHeadFor'
import type { SiteSettings } from '../../shared/settings/SiteSettings'
import { PageBody } from '../../shared/templates/PageBody'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import { siteOrigin } from '../config/siteOrigin'
import type { ContentContext } from '../content/ContentContext'
import { renderPage } from '../render/renderPage'
import { matchRoute } from '../routing/matchRoute'

const NOINDEX = 'noindex, nofollow'

/** Pages about one visitor's submission or link are never stored by any cache. */
function noStore(response: Response): Response {
  response.headers.set('cache-control', 'private, no-store')
  return response
}

/**
 * The report page again, with the form on the page filled in and its errors (a form posted
 * without JavaScript that did not pass): status 422, never cached.
 */
export async function renderLeadFormPage(
  c: Context<AppEnv>,
  ctx: ContentContext,
  language: string,
  slug: string,
  settings: SiteSettings | null,
  submission: LeadSubmission,
): Promise<Response> {
  const config = languageConfig(c.env)
  const match = matchRoute(`/reports/${slug}`)
  const page = match ? await match.route.load({ ctx, language, params: match.params, config, languages: config.site, query: new URLSearchParams() }) : null
  if (!match || !page || page.data.kind !== 'report') return c.json({ error: reportFormText(settings, language).not_found_error }, 404)
  const head = pageHeadFor({
    ...page,
    origin: siteOrigin(c),
    language,
    draft: false,
    indexable: false,
    settings,
    siteLanguages: [...config.supported],
    company: c.env.COMPANY_NAME,
  })
  const body = <PageBody data={{ ...page.data, leadSubmission: submission }} language={language} settings={settings} />
  return noStore(
    await renderPage(
      c,
      { language, head, alternates: page.alternates, body, status: 422, pageKind: page.data.kind, route: match.route.pattern },
      { settings, draft: false },
    ),
  )
}

/** A download link that is expired, forged or altered: 403, and the report page's link to ask again. */
export async function renderLinkRefusedPage(c: Context<AppEnv>, language: string, slug: string, settings: SiteSettings | null): Promise<Response> {
  const text = reportFormText(settings, language)
  const reportHref = `${languagePrefix(language)}/reports/${encodeURIComponent(slug)}`
  const response = await renderPage(
    c,
    {
      language,
      status: 403,
      pageKind: 'downloadLinkRefused',
      head: { title: text.expired_title, description: text.expired_text, robots: NOINDEX },
      alternates: [],
      body: (
        <section className="link-refused">
          <h1>{text.expired_title}</h1>
          <p>{text.expired_text}</p>
          <a className="btn btn--orange" href={reportHref}>
            {text.expired_link_label}
          </a>
        </section>
      ),
    },
    { settings, draft: false },
  )
  return noStore(response)
}
