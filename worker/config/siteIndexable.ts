/** SITE_INDEXABLE: only `true` lets search engines in; anything else (staging) is Disallow: / and noindex everywhere. */
export function siteIndexable(env: Env): boolean {
  return env.SITE_INDEXABLE === 'true'
}
