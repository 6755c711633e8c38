import type { Context } from 'hono'
import type { AppEnv } from './AppEnv'

/** The public origin canonical, hreflang, sitemap and feed URLs are written on: SITE_ORIGIN, else the request's. */
export function siteOrigin(c: Context<AppEnv>): string {
  return c.env.SITE_ORIGIN || new URL(c.req.url).origin
}
