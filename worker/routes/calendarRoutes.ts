import { Hono, type Context } from 'hono'
import { DEFAULT_LANGUAGE, languagePrefix } from '../../shared/i18n/languages'
import { sitePath } from '../../shared/links/resolveLink'
import { calendarAddress, CALENDAR_FILE } from '../../shared/seo/calendarAddress'
import { sectionById } from '../../shared/sections/sections'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import { siteOrigin } from '../config/siteOrigin'
import { createContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { cachedPage } from '../cache/cachedPage'
import { CACHE_CONTROL } from '../cache/cacheControl'
import { webinarCalendar } from '../feeds/webinarCalendar'
import { routeLanguages } from '../routeTable/routeLanguages'

const WEBINARS = sectionById('webinars')
/** A slug as one segment: no dot (no `..`), no controls or spaces, not absurdly long. */
// eslint-disable-next-line no-control-regex -- control characters in a slug are refused, never passed on
const SLUG = /^[^./\\\s\u0000-\u001f\u007f]{1,200}$/

function notFound(c: Context<AppEnv>): Response {
  return c.text('Not Found', 404, { 'cache-control': CACHE_CONTROL.revalidate })
}

/** An upcoming webinar's calendar file in a language, kept and purged as its page is (the same story read, the same tags); 404 once it is over. */
function calendar(c: Context<AppEnv>, language: string): Promise<Response> | Response {
  const slug = c.req.param('slug') ?? ''
  const pagePath = `${languagePrefix(language)}${WEBINARS.basePath}/${slug}`
  if (language === DEFAULT_LANGUAGE && c.req.path.startsWith(`/${DEFAULT_LANGUAGE}/`)) {
    return c.body(null, 301, { location: calendarAddress(pagePath), 'cache-control': CACHE_CONTROL.hour })
  }
  if (!SLUG.test(slug) || !routeLanguages(WEBINARS.availability, languageConfig(c.env)).includes(language)) return notFound(c)
  const ctx = createContentContext(c.env, c.executionCtx)
  return cachedPage(c, ctx, calendarAddress(pagePath), async () => {
    const story = await getStory(ctx, `${language}/${WEBINARS.folder}/${slug}`)
    if (story?.content?.component !== 'webinar') return notFound(c)
    const origin = siteOrigin(c)
    const now = Date.now()
    const url = new URL(sitePath(story.full_slug), origin).href
    const file = webinarCalendar({ story, url, origin, companyName: c.env.COMPANY_NAME, language, now })
    if (!file) return notFound(c)
    return c.body(file.ics, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${story.slug.replace(/[^\w-]/g, '') || 'webinar'}.ics"`,
      'cache-control': CACHE_CONTROL.revalidate,
      // Kept until the webinar is over, as its page is (docs/decisions/time-dependent-pages.md).
      expires: new Date(file.until).toUTCString(),
    })
  })
}

/** Each upcoming webinar's calendar file (RFC 5545): `/webinars/{slug}/calendar.ics`, `/de/webinars/{slug}/calendar.ics`. */
export const calendarRoutes = new Hono<AppEnv>()
  .get(`${WEBINARS.basePath}/:slug/${CALENDAR_FILE}`, (c) => calendar(c, DEFAULT_LANGUAGE))
  .get(`/:language{[a-z]{2}}${WEBINARS.basePath}/:slug/${CALENDAR_FILE}`, (c) => calendar(c, c.req.param('language')))
