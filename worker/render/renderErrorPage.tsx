import type { Context } from 'hono'
import { ErrorPage } from '../../shared/templates/ErrorPage'
import type { SiteSettings } from '../../shared/settings/SiteSettings'
import type { AppEnv } from '../AppEnv'
import { renderPage } from './renderPage'

/** The error page is always English. */
const ERROR_DOCUMENT_LANGUAGE = 'en'
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
  return renderPage(
    c,
    {
      language,
      documentLanguage: ERROR_DOCUMENT_LANGUAGE,
      status,
      head: { title: `${c.env.COMPANY_NAME} error ${status}`, description: message, robots: NOINDEX },
      alternates: [],
      pageKind: ERROR_PAGE_KIND,
      body: <ErrorPage status={status} settings={settings} message={message} />,
    },
    { settings, draft },
  )
}
