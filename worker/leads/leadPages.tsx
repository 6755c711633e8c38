import type { Context } from 'hono'
import type { Story } from '../../shared/content/storyblok'
import type { LeadSubmission } from '../../shared/pages/PageData'
import { contentTypeIn } from '../../shared/sections/sections'
import { readReportFormText } from '../../shared/leadForm/readReportFormText'
import type { SiteSettings } from '../../shared/content/SiteSettings'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { loadedPageView } from '../render/loadedPageView'
import { pageResponse } from '../render/pageResponse'
import { storyPage } from '../loaders/storyPage'
import { matchRoute } from '../routeTable/matchRoute'
import { REPORTS_SECTION, reportPagePath, reportPath } from './reportsSection'

const NOINDEX = 'noindex, nofollow'

/** A report the form's handler has read: its story, in a language. */
interface ReadReport {
  story: Story
  language: string
  slug: string
}

/**
 * The report page again, from the story the form's handler read, with the form on the page filled
 * in, its errors and its message (a form posted without JavaScript that was not taken): with the
 * status that says why (422 invalid, 429 too many, 503 not saved); or, 200, with the thanks and the
 * file's link of one that was taken. Never cached.
 */
export async function renderLeadFormPage(
  c: Context<AppEnv>,
  ctx: ContentContext,
  { story, language, slug }: ReadReport,
  settings: SiteSettings | null,
  leadSubmission: LeadSubmission,
  status: number,
): Promise<Response> {
  const config = languageConfig(c.env)
  const kind = contentTypeIn(REPORTS_SECTION, story).pageKind
  const route = matchRoute(reportPath(slug))?.route.pattern
  if (!kind || !route) return c.json({ error: readReportFormText(settings, language).not_found_error }, 404)
  const page = await storyPage({ ctx, story, kind, language, config, languages: config.site, section: REPORTS_SECTION })
  const filledIn = { ...page, data: { ...page.data, leadSubmission } }
  return pageResponse(c, await loadedPageView(c, { ctx, page: filledIn, route, language, settings, config, draft: false, visitor: { status } }))
}

/** A download link that is expired, forged or altered: 403, and the report page's link to ask again. */
export function renderLinkRefusedPage(c: Context<AppEnv>, language: string, slug: string, settings: SiteSettings | null): Promise<Response> {
  const text = readReportFormText(settings, language)
  const reportHref = reportPagePath(language, slug)
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
