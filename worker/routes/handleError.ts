import type { Context } from 'hono'
import { endTime, setMetric, startTime } from 'hono/timing'
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages'
import type { ErrorPageText } from '../../shared/i18n/messages/Messages'
import type { SiteSettings } from '../../shared/content/SiteSettings'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import { summarizeCacheStatus } from '../cache/CacheScope'
import { createContentContext } from '../content/ContentContext'
import { ContentConfigError } from '../content/contentSource'
import { ContentUnavailableError } from '../content/ContentUnavailableError'
import { settingsOrNull } from '../content/settingsOrNull'
import { renderErrorPage } from '../render/renderErrorPage'
import { logError } from '../observability/logError'
import { parseSitePath } from '../routeTable/parseSitePath'
import { CACHE_CONTROL } from '../cache/cacheControl'

const SERVICE_UNAVAILABLE = 503
const INTERNAL_ERROR = 500
/** Seconds after which a client may retry a 503. */
const RETRY_AFTER_SECONDS = '30'

/** The error page's settings when content can be had at all; null (the bare page) otherwise. */
async function errorSettings(c: Context<AppEnv>, language: string): Promise<SiteSettings | null> {
  try {
    const ctx = createContentContext(c.env, c.executionCtx)
    startTime(c, 'content')
    const settings = await settingsOrNull(ctx, language)
    endTime(c, 'content')
    setMetric(c, 'cache', summarizeCacheStatus(ctx.statuses))
    return settings
  } catch {
    return null
  }
}

/**
 * Any error a route throws becomes the error page with its real status: 503 when content
 * cannot be had (Storyblok down and nothing cached, or content not configured), 500 otherwise.
 * Visitors never see a stack trace; the error is logged by serverErrorLog.
 */
export async function handleError(error: Error, c: Context<AppEnv>): Promise<Response> {
  const unavailable = error instanceof ContentUnavailableError || error instanceof ContentConfigError
  const status = unavailable ? SERVICE_UNAVAILABLE : INTERNAL_ERROR
  try {
    const language = parseSitePath(new URL(c.req.url).pathname, languageConfig(c.env).supported)?.language ?? DEFAULT_LANGUAGE
    const settings = await errorSettings(c, language)
    const message = (text: ErrorPageText) => (unavailable ? text.unavailable : text.failed)
    const response = await renderErrorPage(c, { status, message, language, settings, draft: false })
    if (unavailable) response.headers.set('retry-after', RETRY_AFTER_SECONDS)
    return response
  } catch (renderError) {
    logError({ route: c.req.path, status, ray: c.req.header('cf-ray') ?? null, cause: renderError })
    return new Response('Error', { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL.noStore } })
  }
}
