import type { Context } from 'hono'
import type { AppEnv } from '../AppEnv'
import { ErrorPage } from '../../shared/pages/ErrorPage'
import type { ContentContext } from '../content/ContentContext'
import { renderPage, settingsOrNull } from './renderPage'

/** The company name in error page titles. */
const COMPANY = 'Freight'

/**
 * The error page for a failed route, in the visitor's language, with its real status code.
 * Without a content context (content not configured) it renders the bare 'Error' heading.
 */
export async function renderErrorPage(c: Context<AppEnv>, ctx: ContentContext | null, status: number, message: string, language: string): Promise<Response> {
  const settings = ctx ? await settingsOrNull(ctx, language) : null
  return renderPage(
    c,
    {
      language,
      documentLanguage: 'en',
      status,
      head: { title: `${COMPANY} error ${status}`, description: message, robots: 'noindex, nofollow' },
      alternates: [],
      body: <ErrorPage status={status} settings={settings} language={language} message={message} />,
    },
    { settings, draft: ctx?.draft ?? false },
  )
}
