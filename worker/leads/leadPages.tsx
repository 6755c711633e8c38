import type { Context } from 'hono'
import { languagePrefix } from '../../shared/i18n/languages'
import type { LeadSubmission } from '../../shared/pages/PageData'
import { reportFormText } from '../../shared/leadForm/reportLeadForm'
import type { SiteSettings } from '../../shared/settings/SiteSettings'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { loadedPageView } from '../render/loadedPageView'
import { pageResponse } from '../render/pageResponse'
import { matchRoute } from '../routeTable/matchRoute'

const NOINDEX = 'noindex, nofollow'

/**
 * The report page again, with the form on the page filled in, its errors and its message (a
 * form posted without JavaScript that was not taken): with the status that says why (422
 * invalid, 429 too many, 503 not saved), never cached.
 */
export async function renderLeadFormPage(
  c: Context<AppEnv>,
  ctx: ContentContext,
  language: string,
  slug: string,
  settings: SiteSettings | null,
  leadSubmission: LeadSubmission,
  status: number,
): Promise<Response> {
  const config = languageConfig(c.env)
  const match = matchRoute(`/reports/${slug}`)
  const page = match ? await match.route.load({ ctx, language, params: match.params, config, languages: config.site, query: new URLSearchParams() }) : null
  if (!match || !page || page.data.kind !== 'report') return c.json({ error: reportFormText(settings, language).not_found_error }, 404)
  const filledIn = { ...page, data: { ...page.data, leadSubmission } }
  return pageResponse(
    c,
    await loadedPageView(c, { ctx, page: filledIn, route: match.route.pattern, language, settings, config, draft: false, visitor: { status } }),
  )
}

/** A download link that is expired, forged or altered: 403, and the report page's link to ask again. */
export function renderLinkRefusedPage(c: Context<AppEnv>, language: string, slug: string, settings: SiteSettings | null): Promise<Response> {
  const text = reportFormText(settings, language)
  const reportHref = `${languagePrefix(language)}/reports/${encodeURIComponent(slug)}`
  return pageResponse(c, {
    language,
    status: 403,
    pageKind: 'downloadLinkRefused',
    head: { title: text.expired_title, description: text.expired_text, robots: NOINDEX },
    settings,
    private: true,
    content: {
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
  })
}
