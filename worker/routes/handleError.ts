import type { Context } from 'hono'
import type { AppEnv } from '../AppEnv'
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages'
import { languageConfig } from '../config/languageConfig'
import { createContentContext, type ContentContext } from '../content/ContentContext'
import { ContentConfigError } from '../content/contentSource'
import { ContentUnavailableError } from '../content/ContentUnavailableError'
import { renderErrorPage } from '../render/renderErrorPage'

const SERVICE_UNAVAILABLE = 503
const INTERNAL_ERROR = 500

function languageOf(c: Context<AppEnv>): string {
  const first = new URL(c.req.url).pathname.split('/')[1]?.toLowerCase()
  return first && languageConfig(c.env).supported.has(first) ? first : DEFAULT_LANGUAGE
}

/**
 * Any error a route throws becomes the error page with its real status: 503 when content
 * cannot be had, 500 otherwise. Visitors never see a stack trace.
 */
export async function handleError(error: Error, c: Context<AppEnv>): Promise<Response> {
  const unavailable = error instanceof ContentUnavailableError || error instanceof ContentConfigError
  const status = unavailable ? SERVICE_UNAVAILABLE : INTERNAL_ERROR
  console.error(unavailable ? 'content unavailable' : 'unhandled error', c.req.path, error)
  try {
    let ctx: ContentContext | null = null
    try {
      ctx = createContentContext(c.env, c.executionCtx)
    } catch {
      ctx = null
    }
    const response = await renderErrorPage(c, ctx, status, unavailable ? 'Content is temporarily unavailable' : 'Something went wrong', languageOf(c))
    if (unavailable) response.headers.set('retry-after', '30')
    return response
  } catch (renderError) {
    console.error('error page failed', renderError)
    return new Response('Error', { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  }
}
