import { Hono, type Context } from 'hono'
import { generateCookie } from 'hono/cookie'
import { endTime, setMetric, startTime } from 'hono/timing'
import { cookieIsSecure } from '../../shared/cookies/cookieIsSecure'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig, type LanguageConfig } from '../config/languageConfig'
import { summarizeCacheStatus } from '../cache/CacheScope'
import { createContentContext, type ContentContext } from '../content/ContentContext'
import { contentSource } from '../content/contentSource'
import { previewDatasources } from '../preview/previewDatasources'
import { previewRelease } from '../preview/previewRelease'
import { previewRedirectProblems } from '../preview/previewRedirectProblems'
import { previewSeoProblems } from '../seo/previewSeoProblems'
import { previewSignature } from '../preview/previewSignature'
import { expiredPreview } from '../preview/expiredPreview'
import { benchBypass } from '../config/benchBypass'
import { cachedPage } from '../cache/cachedPage'
import { renderErrorPage } from '../render/renderErrorPage'
import { loadedPageView } from '../render/loadedPageView'
import { pageResponse } from '../render/pageResponse'
import { cacheablePath, readRequest, routeRequest, type RouteOutcome } from '../routeTable/routeRequest'
import { sameSiteRefererUrl } from '../visitorLanguage/sameSiteReferer'
import { VISITOR_HEADERS, visitorHints } from '../visitorLanguage/visitorHints'
import { CACHE_CONTROL } from '../cache/cacheControl'
import { siteOrigin } from '../config/siteOrigin'
import { markdownAnswer } from '../machines/markdownAnswer'
import { markdownAddress, pagePathOfMarkdown } from '../../shared/seo/markdownAddress'

/** Responses on paths without a language prefix depend on the language cookie, the country and whether the visitor came from the site (Referer). */
const VARY = VISITOR_HEADERS.join(', ')
/** A permanent redirect may be kept; a temporary one depends on the visitor (cookie, country). */
const REDIRECT_CACHE_CONTROL = { 301: CACHE_CONTROL.hour, 302: CACHE_CONTROL.noStore } as const
/** A language choice is remembered for a year. */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const NOT_FOUND = 404
const ALLOWED_METHODS = 'GET, HEAD'

/** The language cookie storing a language the visitor chose. */
function languageCookie(c: Context<AppEnv>, config: LanguageConfig, language: string): string {
  return generateCookie(config.cookieName, language, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'Lax',
    secure: cookieIsSecure(new URL(c.req.url).protocol),
  })
}

async function respond(c: Context<AppEnv>, ctx: ContentContext, outcome: RouteOutcome, config: LanguageConfig): Promise<Response> {
  const { draft } = ctx
  switch (outcome.kind) {
    case 'redirect': {
      // A preview's redirect carries the editor's signature: kept by no one.
      const cacheControl = draft ? CACHE_CONTROL.noStore : REDIRECT_CACHE_CONTROL[outcome.status]
      const headers: Record<string, string> = { location: outcome.location, 'cache-control': cacheControl }
      if (outcome.languageCookie) headers['set-cookie'] = languageCookie(c, config, outcome.languageCookie)
      return c.body(null, outcome.status, headers)
    }
    case 'notFound':
      return renderErrorPage(c, {
        status: outcome.status ?? NOT_FOUND,
        message: (text) => text[outcome.problem](outcome.path),
        language: outcome.language,
        settings: outcome.settings,
        draft,
        ...((outcome.problem === 'closed' || outcome.problem === 'gone') && outcome.next ? { ended: { problem: outcome.problem, href: outcome.next } } : {}),
      })
    case 'page': {
      const [datasources, seoProblems, redirectProblems] = draft
        ? await Promise.all([previewDatasources(ctx), previewSeoProblems(c.env, outcome.page.data), previewRedirectProblems(ctx, config, outcome.page.data)])
        : []
      const view = await loadedPageView(c, { ...outcome, ctx, config, draft, datasources, seoProblems, redirectProblems })
      if (!outcome.languageCookie) return pageResponse(c, view)
      // A page that stores the visitor's choice is theirs alone.
      const response = await pageResponse(c, { ...view, private: true })
      response.headers.set('set-cookie', languageCookie(c, config, outcome.languageCookie))
      return response
    }
  }
}

/**
 * A page address's answer: the route rules, the route table, the route's loader, then its view or
 * the error page (worker/routeTable/), kept by the page cache where only that page can follow. As
 * `markdown`, the same answer made Markdown (markdownAnswer), kept under its Markdown address:
 * always the published page, never a preview.
 */
async function pageAnswer(c: Context<AppEnv>, url: URL, markdown: boolean): Promise<Response> {
  const signature = markdown ? 'none' : await previewSignature(url, contentSource(c.env))
  const draft = signature === 'genuine'
  c.set('editorPreview', draft)
  const ctx = createContentContext(c.env, c.executionCtx, { draft, release: draft ? previewRelease(url) : null })
  const config = languageConfig(c.env)
  const hints = visitorHints(c.req.raw.headers, url, config.cookieName)
  const cameFrom = sameSiteRefererUrl(c.req.header('referer'), url)
  const request = readRequest({ url, hints, editor: draft, cameFrom }, config)
  // The visual editor's frame with a signature past its hour: the page says so instead of going blank.
  if (signature === 'expired' && c.req.header('sec-fetch-dest') === 'iframe') return expiredPreview(c, ctx, url, request.reading?.site.language)
  const render = async () => {
    startTime(c, 'content')
    const outcome = await routeRequest(request, ctx, config)
    endTime(c, 'content')
    setMetric(c, 'cache', summarizeCacheStatus(ctx.statuses))
    const response = await respond(c, ctx, outcome, config)
    if (outcome.varies) response.headers.set('vary', VARY)
    if (!markdown) return response
    // Links are made absolute against the page's public address (its path set as it is: `//x` stays a path).
    const base = new URL(siteOrigin(c))
    base.pathname = url.pathname
    return markdownAnswer(response, base)
  }
  const path = cacheablePath(request)
  const key = path && markdown ? markdownAddress(path) : path
  return key && !benchBypass(c.req.raw.headers, ctx.source.endpoint !== undefined) ? cachedPage(c, ctx, key, render) : render()
}

/**
 * Every page address, and its Markdown address (`/blog.md`, `/index.md`: shared/seo/markdownAddress.ts).
 * Pages answer GET and HEAD; other methods get 405.
 */
export const pageRoutes = new Hono<AppEnv>()
  .get('*', (c) => {
    const url = new URL(c.req.url)
    const page = pagePathOfMarkdown(url.pathname)
    if (page === null) return pageAnswer(c, url, false)
    const pageUrl = new URL(url)
    pageUrl.pathname = page
    return pageAnswer(c, pageUrl, true)
  })
  .all('*', (c) => c.text('Method Not Allowed', 405, { allow: ALLOWED_METHODS }))
