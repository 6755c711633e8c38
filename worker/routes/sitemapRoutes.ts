import { Hono, type Context } from 'hono'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import { siteIndexable } from '../config/siteIndexable'
import { siteOrigin } from '../config/siteOrigin'
import { createContentContext, type ContentContext } from '../content/ContentContext'
import { cachedPage } from '../cache/cachedPage'
import { languageSitemap, sitemapFileCount } from '../sitemaps/languageSitemap'
import { parseSitemapFileName, sitemapFileName } from '../sitemaps/sitemapFileName'
import { sitemapIndexXml } from '../sitemaps/sitemapXml'
import { CACHE_CONTROL } from '../cache/cacheControl'

const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL.revalidate }
const SITEMAP_INDEX_PATH = '/sitemap.xml'
const SITEMAPS_FOLDER = '/sitemaps/'

function notFound(c: Context<AppEnv>): Response {
  return c.text('Not Found', 404, { 'cache-control': CACHE_CONTROL.revalidate })
}

/** An IndexNow key file's address: 8 to 128 letters, digits and dashes, then `.txt` (indexnow.org). */
const INDEXNOW_KEY_FILE = '/:file{[A-Za-z0-9-]{8,128}\\.txt}'

function publishedContext(c: Context<AppEnv>): ContentContext {
  return createContentContext(c.env, c.executionCtx)
}

/**
 * `robots.txt` (SITE_INDEXABLE: production lets crawlers in and names the sitemap, staging shuts
 * them out), the sitemap index `/sitemap.xml` and each language's sitemap files
 * `/sitemaps/{lang}.xml`, `/sitemaps/{lang}-2.xml`, … Sitemaps are cached like pages.
 */
export const sitemapRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const rules = siteIndexable(c.env) ? `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin(c)}${SITEMAP_INDEX_PATH}\n` : 'User-agent: *\nDisallow: /\n'
    return c.text(rules, 200, { 'cache-control': CACHE_CONTROL.hour })
  })
  // IndexNow's key file (`/{INDEXNOW_KEY}.txt`): search engines check it before they take a submission.
  .get(INDEXNOW_KEY_FILE, async (c, next) => {
    const key = c.env.INDEXNOW_KEY
    if (!key || c.req.param('file') !== `${key}.txt`) return next()
    return c.text(key, 200, { 'cache-control': CACHE_CONTROL.hour })
  })
  .get(SITEMAP_INDEX_PATH, (c) => {
    const ctx = publishedContext(c)
    return cachedPage(c, ctx, SITEMAP_INDEX_PATH, async () => {
      const config = languageConfig(c.env)
      const origin = siteOrigin(c)
      const languages = [...config.supported]
      const counts = await Promise.all(languages.map((language) => sitemapFileCount(ctx, language)))
      const locations = languages.flatMap((language, index) =>
        Array.from({ length: counts[index] ?? 0 }, (_, file) => `${origin}${SITEMAPS_FOLDER}${sitemapFileName(language, file + 1)}`),
      )
      return c.body(sitemapIndexXml(locations), 200, XML_HEADERS)
    })
  })
  .get(`${SITEMAPS_FOLDER}:name`, async (c) => {
    const config = languageConfig(c.env)
    const requested = parseSitemapFileName(c.req.param('name'))
    if (!requested || !config.supported.has(requested.language)) return notFound(c)
    const ctx = publishedContext(c)
    const path = `${SITEMAPS_FOLDER}${sitemapFileName(requested.language, requested.file)}`
    return cachedPage(c, ctx, path, async () => {
      if (requested.file > (await sitemapFileCount(ctx, requested.language))) return notFound(c)
      return c.body(languageSitemap(ctx, requested.language, requested.file, siteOrigin(c), config), 200, XML_HEADERS)
    })
  })
