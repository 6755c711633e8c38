/**
 * Query parameters an event may carry in a URL: the campaign parameters and the ad click ids the
 * SDK's attribution records (`@amplitude/analytics-core`'s campaign constants). Every other query
 * value (search terms, tokens, anything a visitor typed) is removed before an event leaves the page.
 */
const KEPT_PARAMETER = /^(utm_[a-z_]+|dclid|fbclid|gbraid|gclid|ko_click_id|li_fat_id|msclkid|rdt_cid|ttclid|twclid|wbraid)$/

/**
 * A URL with only the kept query parameters; anything that is not an http(s) URL unchanged.
 * @internal unit-tested on its own; the tracker reaches it through the scrubbed event.
 */
export function scrubUrl(value: string): string {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return value
  const url = new URL(value)
  if (url.search === '') return value
  for (const name of [...url.searchParams.keys()]) if (!KEPT_PARAMETER.test(name)) url.searchParams.delete(name)
  return url.href
}

/** The properties with every URL in them (nested objects and arrays included) scrubbed. */
export function scrubUrls<T>(value: T): T {
  if (typeof value === 'string') return scrubUrl(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => scrubUrls(item)) as T
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubUrls(item)])) as T
  return value
}
