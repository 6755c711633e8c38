/** An origin that never resolves, only used to check that a path stays on the site. */
const SITE = 'http://site.invalid'
/** The one way a redirect entry marks an explicitly external target. */
const EXTERNAL_PREFIX = 'https://'

/**
 * A safe Location for a redirect target: a path on this site (`/press?x=1`), or an `https://`
 * URL when `allowExternal` says the target is explicitly external. Null for anything else:
 * protocol-relative `//host`, `/\host`, encoded or whitespace-smuggled variants that a browser
 * would resolve off-site, other schemes (`javascript:`, `data:`, `http:` …), relative paths.
 */
export function redirectTarget(target: string, allowExternal = false): string | null {
  const value = target.trim()
  if (allowExternal && value.toLowerCase().startsWith(EXTERNAL_PREFIX)) {
    try {
      const url = new URL(value)
      return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password ? url.href : null
    } catch {
      return null
    }
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  const url = new URL(value, SITE)
  return url.origin === SITE ? url.pathname + url.search + url.hash : null
}
