import type { Context } from 'hono'
import type { LeadSubmission, StoryPageData } from '../../shared/pages/PageData'
import type { SiteSettings } from '../../shared/content/SiteSettings'
import type { AppEnv } from '../config/AppEnv'
import type { LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import type { LoadedPage } from '../loaders/Loader'
import { loadedPageView } from '../render/loadedPageView'
import { pageResponse } from '../render/pageResponse'
import { matchRoute } from '../routeTable/matchRoute'

/** Longer than any page's address: refused before the route table is asked. */
const MAX_PAGE_PATH = 300

/** A page that holds a contact form, as its route loads it: what a contact lead names, and what is shown again. */
export interface ContactPage {
  loaded: LoadedPage & { data: StoryPageData }
  /** The route table's pattern that matched (`/:slug`). */
  route: string
  language: string
}

const holdsContactForm = (body: unknown) => Array.isArray(body) && body.some((blok) => (blok as { component?: unknown } | null)?.component === 'contact_form')

/**
 * The published page at `page` (its address below the language prefix, `/contact`) in a language,
 * read by its own route, when its body holds a contact form; null for any other address.
 */
export async function loadContactPage(ctx: ContentContext, config: LanguageConfig, language: string, page: string): Promise<ContactPage | null> {
  if (!page.startsWith('/') || page.length > MAX_PAGE_PATH) return null
  const match = matchRoute(page)
  if (!match) return null
  const loaded = await match.route.load({ ctx, language, params: match.params, config, languages: config.site, query: new URLSearchParams() })
  if (!loaded || loaded.data.kind !== 'page' || !holdsContactForm(loaded.data.story.content.body)) return null
  return { loaded: loaded as ContactPage['loaded'], route: match.route.pattern, language }
}

/**
 * The contact form's page again for a form posted without JavaScript: filled in with its errors
 * and message (422, 429, 503), or with its thanks in the form's place (200, `sent`). About one
 * visitor: never indexed or stored.
 */
export async function renderContactPage(
  c: Context<AppEnv>,
  ctx: ContentContext,
  { loaded, route, language }: ContactPage,
  { settings, config }: { settings: SiteSettings | null; config: LanguageConfig },
  leadSubmission: LeadSubmission,
  status: number,
): Promise<Response> {
  const page = { ...loaded, data: { ...loaded.data, leadSubmission } }
  return pageResponse(c, await loadedPageView(c, { ctx, page, route, language, settings, config, draft: false, visitor: { status } }))
}
