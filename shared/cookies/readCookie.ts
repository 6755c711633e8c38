/**
 * Browsers keep at most 4096 bytes per cookie, name included; a larger one was not set by this site.
 * @internal tests read this limit rather than write it again.
 */
export const MAX_COOKIE_BYTES = 4096

/**
 * One cookie's decoded value from a Cookie header or `document.cookie`: undefined when it is
 * absent, larger than MAX_COOKIE_BYTES, or not decodable, so a forged cookie is simply ignored.
 */
export function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  if (!cookies) return undefined
  const prefix = `${name}=`
  for (const part of cookies.split(';')) {
    const pair = part.trim()
    if (!pair.startsWith(prefix)) continue
    if (new TextEncoder().encode(pair).length > MAX_COOKIE_BYTES) return undefined
    try {
      return decodeURIComponent(pair.slice(prefix.length))
    } catch {
      return undefined
    }
  }
  return undefined
}
