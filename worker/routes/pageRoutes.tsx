import { Hono, type Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { endTime, setMetric, startTime } from 'hono/timing'
import { PageBody } from '../../shared/pages/PageBody'
import type { AppEnv } from '../AppEnv'
import { languageConfig } from '../config/languageConfig'
import { siteIndexable } from '../config/siteIndexable'
import { siteOrigin } from '../config/siteOrigin'
import { createContentContext, summarizeCacheStatus } from '../content/ContentContext'
import { contentSource } from '../content/contentSource'
import { verifyPreviewRequest } from '../preview/verifyPreviewRequest'
import { cachedPage } from '../render/cachedPage'
import { renderErrorPage } from '../render/renderErrorPage'
import { renderPage } from '../render/renderPage'
import { pageHead } from '../routing/pageHead'
import { cacheablePath, routeRequest, type RouteOutcome } from '../routing/routeRequest'

/** Responses on paths without a language prefix depend on the language cookie and the country. */
const VARY = 'Cookie, CF-IPCountry'
const CACHE_CONTROL = { 301: 'public, max-age=3600', 302: 'private, no-store' } as const
/** The language cookie when LANGUAGE_COOKIE_NAME is empty. */
const DEFAULT_LANGUAGE_COOKIE = 'i18n_redirected'
/** A language choice is remembered for a year. */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const NOT_FOUND = 404
const ALLOWED_METHODS = 'GET, HEAD'

function languageCookieName(env: Env): string {
  return env.LANGUAGE_COOKIE_NAME || DEFAULT_LANGUAGE_COOKIE
}

function respond(c: Context<AppEnv>, outcome: RouteOutcome, draft: boolean): Promise<Response> | Response {
  switch (outcome.kind) {
    case 'redirect':
      if (outcome.languageCookie) {
        setCookie(c, languageCookieName(c.env), outcome.languageCookie, {
          path: '/',
          maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
          sameSite: 'Lax',
          secure: new URL(c.req.url).protocol === 'https:',
        })
      }
      return c.body(null, outcome.status, { location: outcome.location, 'cache-control': CACHE_CONTROL[outcome.status] })
    case 'notFound':
      return renderErrorPage(c, { status: NOT_FOUND, message: outcome.message, language: outcome.language, settings: outcome.settings, draft })
    case 'page': {
      const { page, route, language, settings } = outcome
      const head = pageHead(page, { origin: siteOrigin(c), language, draft, indexable: siteIndexable(c.env), logo: settings?.header_image?.filename || null, siteLanguages: [...languageConfig(c.env).supported] })
      const view = { language, head, alternates: page.alternates, pageKind: page.data.kind, route, body: <PageBody data={page.data} language={language} /> }
      return renderPage(c, view, { settings, draft })
    }
  }
}

/**
 * Every page address: the route rules, the route table, the route's loader, then its view or
 * the error page (worker/routing/). Pages answer GET and HEAD; other methods get 405.
 */
export const pageRoutes = new Hono<AppEnv>()
  .get('*', async (c) => {
    const url = new URL(c.req.url)
    const draft = await verifyPreviewRequest(url, contentSource(c.env))
    const ctx = createContentContext(c.env, c.executionCtx, { draft })
    const config = languageConfig(c.env)
    const facts = { url, hints: { cookie: getCookie(c, c.env.LANGUAGE_COOKIE_NAME), country: c.req.header('cf-ipcountry'), userAgent: c.req.header('user-agent') } }
    const render = async () => {
      startTime(c, 'content')
      const outcome = await routeRequest(facts, ctx, config)
      endTime(c, 'content')
      setMetric(c, 'cache', summarizeCacheStatus(ctx.statuses))
      const response = await respond(c, outcome, draft)
      if (outcome.varies) response.headers.set('vary', VARY)
      return response
    }
    const path = cacheablePath(facts, config)
    return path ? cachedPage(c, ctx, path, render) : render()
  })
  .all('*', (c) => c.text('Method Not Allowed', 405, { allow: ALLOWED_METHODS }))
