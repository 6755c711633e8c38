import type { Context } from 'hono'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import type { EndedProblem, ErrorPageText } from '../../shared/i18n/messages/Messages'
import { ErrorPage } from '../../shared/templates/ErrorPage'
import type { SiteSettings } from '../../shared/content/SiteSettings'
import type { AppEnv } from '../config/AppEnv'
import { pageResponse } from './pageResponse'

/** Without settings the page has only the SPEC's English words ('Error', 'Page not found: …'). */
const BARE_PAGE_LANGUAGE = 'en'
const NOINDEX = 'noindex, nofollow'
/** How page views name the error page. */
const ERROR_PAGE_KIND = 'error'

interface ErrorPageOptions {
  status: number
  /** What failed, in the words of the page's language. */
  message: (text: ErrorPageText) => string
  /** The visitor's language: the shell's and the error texts' (settings) language. */
  language: string
  settings: SiteSettings | null
  draft: boolean
  /** A 410: what ended, which its page names in its own words, and where it leads on (endedLink). */
  ended?: { problem: EndedProblem; href: string }
  /** A heading and lead of the page's own, in the page's language (an expired preview's), in place of the settings' words. */
  heading?: { title: string; lead: string }
}

/** The error page with its real status code, inside the shell of the visitor's language, written in it throughout. */
export function renderErrorPage(c: Context<AppEnv>, { status, message, language, settings, draft, ended, heading }: ErrorPageOptions): Promise<Response> {
  const shown = settings ? language : BARE_PAGE_LANGUAGE
  const text = messagesFor(shown).errorPage
  const description = message(text)
  const endedText = ended && text.ended[ended.problem]
  const endedView = ended && endedText ? { title: endedText.title, lead: endedText.lead, next: { href: ended.href, label: endedText.next } } : heading
  return pageResponse(c, {
    language,
    documentLanguage: shown,
    status,
    head: { title: text.title(status), description, robots: NOINDEX },
    settings,
    pageKind: ERROR_PAGE_KIND,
    content: { body: <ErrorPage status={status} settings={settings} overline={text.overline} message={description} ended={endedView} /> },
    private: draft,
  })
}
