import { Hono, type Context } from 'hono'
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages'
import { feedPath, type FeedSection } from '../../shared/seo/feedFor'
import type { AppEnv } from '../AppEnv'
import { languageConfig } from '../config/languageConfig'
import { siteOrigin } from '../config/siteOrigin'
import { createContentContext } from '../content/ContentContext'
import { FEED_LISTS, sectionFeed } from '../feeds/sectionFeed'
import { rssXml } from '../feeds/rssXml'
import { cachedPage } from '../render/cachedPage'
import { routeLanguages } from '../routing/routeRequest'

const RSS_HEADERS = { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' }
const SECTIONS = ':section{blog|tech|press}'

function notFound(c: Context<AppEnv>): Response {
  return c.text('Not Found', 404, { 'cache-control': 'public, max-age=0, must-revalidate' })
}

function feed(c: Context<AppEnv>, language: string): Promise<Response> | Response {
  const section = c.req.param('section') as FeedSection
  const config = languageConfig(c.env)
  if (language === DEFAULT_LANGUAGE && c.req.path.startsWith(`/${DEFAULT_LANGUAGE}/`)) {
    return c.body(null, 301, { location: feedPath(language, section), 'cache-control': 'public, max-age=3600' })
  }
  if (!routeLanguages(FEED_LISTS[section].availability, config).includes(language)) return notFound(c)
  const ctx = createContentContext(c.env, c.executionCtx)
  return cachedPage(c, ctx, feedPath(language, section), async () => {
    const channel = await sectionFeed(ctx, section, language, siteOrigin(c))
    return channel ? c.body(rssXml(channel), 200, RSS_HEADERS) : notFound(c)
  })
}

/** RSS 2.0 feeds of the blog, tech articles and press, per language: `/blog/feed.xml`, `/de/press/feed.xml`. Cached like pages. */
export const feedRoutes = new Hono<AppEnv>()
  .get(`/${SECTIONS}/feed.xml`, (c) => feed(c, DEFAULT_LANGUAGE))
  .get(`/:language{[a-z]{2}}/${SECTIONS}/feed.xml`, (c) => feed(c, c.req.param('language')))
