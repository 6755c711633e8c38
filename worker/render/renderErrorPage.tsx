import type { Context } from 'hono'
import { ErrorPage } from '../../shared/templates/ErrorPage'
import type { SiteSettings } from '../../shared/settings/SiteSettings'
import type { AppEnv } from '../config/AppEnv'
import { pageResponse } from './pageResponse'

/** Without settings the page has only the SPEC's English words ('Error', 'Page not found: …'). */
const BARE_PAGE_LANGUAGE = 'en'
const NOINDEX = 'noindex, nofollow'
/** How page views name the error page. */
const ERROR_PAGE_KIND = 'error'

interface ErrorPageOptions {
  status: number
  message: string
  /** The visitor's language: the shell's and the error texts' (settings) language. */
  language: string
  settings: SiteSettings | null
  draft: boolean
}

/** The error page with its real status code, inside the shell of the visitor's language. */
export function renderErrorPage(c: Context<AppEnv>, { status, message, language, settings, draft }: ErrorPageOptions): Promise<Response> {
  return pageResponse(c, {
    language,
    // Written in the visitor's language (the settings' error texts); the English status message carries its own lang.
    documentLanguage: settings ? language : BARE_PAGE_LANGUAGE,
    status,
    head: { title: `${c.env.COMPANY_NAME} error ${status}`, description: message, robots: NOINDEX },
    alternates: [],
    settings,
    pageKind: ERROR_PAGE_KIND,
    content: { body: <ErrorPage status={status} settings={settings} message={message} /> },
    private: draft,
  })
}
