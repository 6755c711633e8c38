/**
 * Whether the site's cookies (the language, the cookie consent) carry `Secure`: on https, always.
 * Plain http is only local development, where Chromium keeps a Secure cookie from localhost and
 * 127.0.0.1 but not every browser does, so the cookies go without it there.
 */
export function cookieIsSecure(protocol: string): boolean {
  return protocol === 'https:'
}
