import type { MiddlewareHandler } from 'hono'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import type { AppEnv } from '../config/AppEnv'
import { createContentContext } from '../content/ContentContext'
import { settingsOrNull } from '../content/settingsOrNull'
import { renderErrorPage } from '../render/renderErrorPage'
import { browserLanguage } from '../visitorLanguage/browserLanguage'
import { crossSitePost } from './crossSitePost'
import { NO_STORE, siteLanguage } from './leadRequest'

const FORBIDDEN = 403

/**
 * The lead and contact forms take posts from the site's own pages only (crossSitePost): any
 * other gets 403 before its body is read or counted, as JSON for a script's post, else as the
 * error page in the browser's language, which says what to do.
 */
export const sameSiteForms: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!crossSitePost(c.req.raw.headers, c.req.url)) return next()
  const language = siteLanguage(c.env, browserLanguage(c.req.header('accept-language'), 'en'))
  const words = messagesFor(language).errorPage.crossSite
  if (c.req.header('content-type')?.startsWith('application/json')) return c.json({ error: words }, FORBIDDEN, NO_STORE)
  const settings = await settingsOrNull(createContentContext(c.env, c.executionCtx), language)
  // About one visitor's post, as a preview is about one editor: never stored (`draft`).
  return renderErrorPage(c, { status: FORBIDDEN, message: () => words, language, settings, draft: true })
}
