/** The most of a user agent a lead keeps. */
const MAX_USER_AGENT_CHARS = 120

/** The user agent without its version details (`Mozilla/5.0 (X11; Linux x86_64) …` → product names only), at most 120 characters. */
export function shortUserAgent(userAgent: string | undefined): string | null {
  const products = (userAgent ?? '')
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .map((token) => token.split('/')[0]!)
    .filter((name) => /^[A-Za-z][\w.-]*$/.test(name) && name !== 'Mozilla' && name !== 'like')
  const short = [...new Set(products)].join(' ').slice(0, MAX_USER_AGENT_CHARS)
  return short === '' ? null : short
}
