import { Hono, type Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { endTime, setMetric, startTime } from 'hono/timing'
import { readCookie } from '../../shared/cookies/readCookie'
import { pageHeadFor } from '../../shared/seo/pageHeadFor'
import { PageBody } from '../../shared/templates/PageBody'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig, type LanguageConfig } from '../config/languageConfig'
import { siteIndexable } from '../config/siteIndexable'
import { siteOrigin } from '../config/siteOrigin'
import { summarizeCacheStatus } from '../cache/CacheScope'
import { createContentContext } from '../content/ContentContext'
import { contentSource } from '../content/contentSource'
import { verifyPreviewRequest } from '../preview/verifyPreviewRequest'
import { benchBypass } from '../render/benchBypass'
import { cachedPage } from '../cache/cachedPage'
import { renderErrorPage } from '../render/renderErrorPage'
import { renderPage } from '../render/renderPage'
import { renderPreviewPage } from '../render/renderPreviewPage'
import { switchLanguages } from '../render/switchLanguages'
import { editorOrigins } from '../security/securityPolicyConfig'
import { cacheablePath, routeRequest, type RouteOutcome } from '../routing/routeRequest'

/** Responses on paths without a language prefix depend on the language cookie and the country. */
const VARY = 'Cookie, CF-IPCountry'
const CACHE_CONTROL = { 301: 'public, max-age=3600', 302: 'private, no-store' } as const
/** A language choice is remembered for a year. */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const NOT_FOUND = 404
const ALLOWED_METHODS = 'GET, HEAD'

function respond(c: Context<AppEnv>, outcome: RouteOutcome, draft: boolean, config: LanguageConfig): Promise<Response> | Response {
  switch (outcome.kind) {
    case 'redirect':
      if (outcome.languageCookie) {
        setCookie(c, config.cookieName, outcome.languageCookie, {
          path: '/',
          maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
          sameSite: 'Lax',
          secure: new URL(c.req.url).protocol === 'https:',
        })
      }
      return c.body(null, outcome.status, { location: outcome.location, 'cache-control': CACHE_CONTROL[outcome.status] })
    case 'notFound':
      return renderErrorPage(c, {
        status: outcome.status ?? NOT_FOUND,
        message: outcome.message,
        language: outcome.language,
        settings: outcome.settings,
        draft,
      })
    case 'page': {
      const { page, route, language, settings } = outcome
      const head = pageHeadFor({
        ...page,
        origin: siteOrigin(c),
        language,
        draft,
        indexable: siteIndexable(c.env),
        settings,
        siteLanguages: [...config.supported],
        company: c.env.COMPANY_NAME,
      })
      if (draft) {
        const state = {
          language,
          languages: switchLanguages(config, language, page.alternates),
          alternates: page.alternates,
          settings,
          data: page.data,
          resolveRelations: page.resolveRelations ?? [],
          editorOrigins: editorOrigins(c.env),
        }
        return renderPreviewPage(c, { head, state })
      }
      const view = {
        language,
        head,
        alternates: page.alternates,
        pageKind: page.data.kind,
        route,
        body: <PageBody data={page.data} language={language} settings={settings} />,
      }
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
    c.set('editorPreview', draft)
    const ctx = createContentContext(c.env, c.executionCtx, { draft })
    const config = languageConfig(c.env)
    const hints = {
      cookie: readCookie(c.req.header('cookie'), config.cookieName),
      country: c.req.header('cf-ipcountry'),
      userAgent: c.req.header('user-agent'),
    }
    const facts = { url, hints, editor: draft }
    const render = async () => {
      startTime(c, 'content')
      const outcome = await routeRequest(facts, ctx, config)
      endTime(c, 'content')
      setMetric(c, 'cache', summarizeCacheStatus(ctx.statuses))
      const response = await respond(c, outcome, draft, config)
      if (outcome.varies) response.headers.set('vary', VARY)
      return response
    }
    const path = cacheablePath(facts, config)
    return path && !benchBypass(c.req.raw.headers, ctx.source.endpoint !== undefined) ? cachedPage(c, ctx, path, render) : render()
  })
  .all('*', (c) => c.text('Method Not Allowed', 405, { allow: ALLOWED_METHODS }))
