import { Hono } from 'hono'
import type { AppEnv } from '../config/AppEnv'
import { CACHE_CONTROL } from '../cache/cacheControl'

/** A country code Cloudflare gives for a real country: two letters, not its special codes (T1 Tor, XX unknown, A1/A2 proxies, EU). */
const REAL_COUNTRY = /^(?!T1$|XX$|A1$|A2$|EU$)[A-Z]{2}$/

/**
 * `GET /api/visitor-country`: the country the site sees the visitor in (`CF-IPCountry`), for the
 * phone field's first country (shared/leadForm/visitorCountry.ts); `{"country": null}` when it is
 * not a real country. The visitor's own: never stored by any cache.
 */
export const visitorRoutes = new Hono<AppEnv>().get('/', (c) => {
  const header = (c.req.header('cf-ipcountry') ?? '').trim().toUpperCase()
  return c.json({ country: REAL_COUNTRY.test(header) ? header : null }, 200, { 'cache-control': CACHE_CONTROL.noStore })
})
