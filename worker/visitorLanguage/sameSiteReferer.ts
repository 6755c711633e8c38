/** True when a request's Referer is a page of the site it asks (same origin); a missing or malformed Referer is not. */
export function sameSiteReferer(referer: string | undefined, url: URL): boolean {
  if (!referer) return false
  try {
    return new URL(referer).origin === url.origin
  } catch {
    return false
  }
}
