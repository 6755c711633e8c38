import { Hono, type Context } from 'hono'
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages'
import { FEED_SECTIONS, feedPath } from '../../shared/seo/feedFor'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import { siteOrigin } from '../config/siteOrigin'
import { createContentContext } from '../content/ContentContext'
import { sectionFeed } from '../feeds/sectionFeed'
import { rssXml } from '../feeds/rssXml'
import { cachedPage } from '../cache/cachedPage'
import { routeLanguages } from '../routeTable/routeLanguages'
import { CACHE_CONTROL } from '../cache/cacheControl'

const RSS_HEADERS = { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': CACHE_CONTROL.revalidate }
/** The feeds' sections, as a path parameter: `:section{blog|tech|press}`. */
const SECTIONS = `:section{${FEED_SECTIONS.map((section) => section.basePath.slice(1)).join('|')}}`

function notFound(c: Context<AppEnv>): Response {
  return c.text('Not Found', 404, { 'cache-control': CACHE_CONTROL.revalidate })
}

function feed(c: Context<AppEnv>, language: string): Promise<Response> | Response {
  const section = FEED_SECTIONS.find((candidate) => candidate.basePath === `/${c.req.param('section')}`)
  if (!section) return notFound(c)
  const config = languageConfig(c.env)
  if (language === DEFAULT_LANGUAGE && c.req.path.startsWith(`/${DEFAULT_LANGUAGE}/`)) {
    return c.body(null, 301, { location: feedPath(language, section), 'cache-control': CACHE_CONTROL.hour })
  }
  if (!routeLanguages(section.availability, config).includes(language)) return notFound(c)
  const ctx = createContentContext(c.env, c.executionCtx)
  return cachedPage(c, ctx, feedPath(language, section), async () => {
    const channel = await sectionFeed(ctx, section, language, siteOrigin(c), c.env.COMPANY_NAME)
    return channel ? c.body(rssXml(channel), 200, RSS_HEADERS) : notFound(c)
  })
}

/** RSS 2.0 feeds of the blog, tech articles and press, per language: `/blog/feed.xml`, `/de/press/feed.xml`. Cached like pages. */
export const feedRoutes = new Hono<AppEnv>()
  .get(`/${SECTIONS}/feed.xml`, (c) => feed(c, DEFAULT_LANGUAGE))
  .get(`/:language{[a-z]{2}}/${SECTIONS}/feed.xml`, (c) => feed(c, c.req.param('language')))
