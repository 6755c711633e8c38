/**
 * Whether a form post comes from another site, by what the browser says of it: `Sec-Fetch-Site`
 * where it is sent (every current browser), else `Origin`. Only the site's own pages (or the
 * address typed in) may post: a page elsewhere must not spend a visitor's rate limit, nor send
 * leads in their name. A request with neither header is no browser's form (a script, a test): the
 * rate limit judges it.
 */
export function crossSitePost(headers: Headers, requestUrl: string): boolean {
  const site = headers.get('sec-fetch-site')
  if (site !== null) return site !== 'same-origin' && site !== 'none'
  const origin = headers.get('origin')
  return origin !== null && origin !== new URL(requestUrl).origin
}
