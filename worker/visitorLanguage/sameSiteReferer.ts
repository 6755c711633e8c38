/** A request's Referer when it is a page of the site it asks (same origin); null for a missing, malformed or foreign one. */
export function sameSiteRefererUrl(referer: string | undefined, url: URL): URL | null {
  if (!referer) return null
  try {
    const from = new URL(referer)
    return from.origin === url.origin ? from : null
  } catch {
    return null
  }
}

/** True when a request's Referer is a page of the site it asks (same origin); a missing or malformed Referer is not. */
export function sameSiteReferer(referer: string | undefined, url: URL): boolean {
  return sameSiteRefererUrl(referer, url) !== null
}
