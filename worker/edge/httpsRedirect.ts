/**
 * A request for the site's own host over plain http, where the site is served over https
 * (`SITE_ORIGIN` says so): sent to the same address on https, before anything else is decided,
 * as Mozilla's HTTP Observatory and browsers expect (the https answer carries
 * `Strict-Transport-Security`, so a browser asks over https from then on). GET and HEAD get 301;
 * any other method 308, which keeps the method and body. Null for every other request: https, a
 * host that is not the site's (`*.workers.dev`, `localhost`), or no https `SITE_ORIGIN` (`npm start`).
 * `url` is the request's, as the gateway parsed it.
 */
export function httpsRedirect(request: Request, url: URL, siteOrigin: string | undefined): Response | null {
  if (url.protocol !== 'http:' || !siteOrigin?.startsWith('https://')) return null
  const site = new URL(siteOrigin)
  if (url.hostname !== site.hostname) return null
  const secure = new URL(url)
  secure.protocol = 'https:'
  secure.port = ''
  secure.hash = ''
  const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308
  return new Response(null, { status, headers: { location: secure.href, 'cache-control': 'no-store' } })
}
