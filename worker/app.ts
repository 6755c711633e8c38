import { Hono } from 'hono'
import { timing } from 'hono/timing'
import type { AppEnv } from './config/AppEnv'
import { siteIndexable } from './config/siteIndexable'
import { buildRoutes } from './routes/buildRoutes'
import { contactRoutes } from './routes/contactRoutes'
import { leadRoutes } from './routes/leadRoutes'
import { CONTACT_API_PATH } from '../shared/leadForm/contactApi'
import { REPORTS_API_PATH } from '../shared/leadForm/reportsApi'
import { handleError } from './routes/handleError'
import { calendarRoutes } from './routes/calendarRoutes'
import { feedRoutes } from './routes/feedRoutes'
import { llmsTxtRoutes } from './routes/llmsTxtRoutes'
import { pageRoutes } from './routes/pageRoutes'
import { searchRoutes } from './routes/searchRoutes'
import { SEARCH_API } from '../shared/search/searchAddress'
import { sitemapRoutes } from './routes/sitemapRoutes'
import { webhookRoutes } from './routes/webhookRoutes'
import { visitorRoutes } from './routes/visitorRoutes'
import { VISITOR_COUNTRY_API } from '../shared/leadForm/visitorCountry'
import { serverErrorLog } from './observability/serverErrorLog'
import { serverTimingShown } from './observability/serverTimingShown'
import { securityHeaders } from './security/securityHeaders'
import { CSP_REPORTS_PATH, cspReportRoutes } from './security/cspReportRoutes'

const NOINDEX = 'noindex, nofollow'

export function createApp() {
  return new Hono<AppEnv>()
    .use(securityHeaders)
    .use(serverErrorLog)
    .use(timing({ totalDescription: 'Total', enabled: serverTimingShown }))
    .use(async (c, next) => {
      await next()
      // Staging: every answer, HTML or not, is kept out of search engines.
      if (!siteIndexable(c.env)) c.res.headers.set('x-robots-tag', NOINDEX)
    })
    .route('/builds', buildRoutes)
    .route('/api/webhooks', webhookRoutes)
    .route('/', sitemapRoutes)
    .route('/', feedRoutes)
    .route('/', calendarRoutes)
    .route('/', llmsTxtRoutes)
    .route(REPORTS_API_PATH, leadRoutes)
    .route(CONTACT_API_PATH, contactRoutes)
    .route(SEARCH_API, searchRoutes)
    .route(VISITOR_COUNTRY_API, visitorRoutes)
    .route(CSP_REPORTS_PATH, cspReportRoutes)
    .route('/', pageRoutes)
    .onError(handleError)
}
