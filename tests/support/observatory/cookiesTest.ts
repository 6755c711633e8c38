import type { Retrieved } from './retrieved'
import type { ResultName, TestOutcome } from './scoreTable'

// The Observatory's cookies test (src/analyzer/tests/cookies.js, 1.6.3, 22e088df). The scanner
// reads the cookies its session's jar (tough-cookie) kept; the equivalent keeps the last
// Set-Cookie of each name, domain and path of the graded session's answers, as a jar does, but
// not a jar's refusals (a Domain that does not match the host, a public suffix) nor expiry.

interface Cookie {
  name: string
  secure: boolean
  httpOnly: boolean
  /** `strict`, `lax` or `none`; null when missing or anything else, as tough-cookie reads it. */
  sameSite: string | null
}

/** The scanner's results from least to most severe: a cookie's worst problem decides (utils.js, onlyIfWorse). */
const SEVERITY: ResultName[] = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
]
/** Cookies the scanner ignores (a Heroku load balancer's). */
const IGNORED = new Set(['heroku-session-affinity'])
const SAME_SITE = new Set(['strict', 'lax', 'none'])

const worse = (found: ResultName | null, candidate: ResultName) => (found === null || SEVERITY.indexOf(candidate) > SEVERITY.indexOf(found) ? candidate : found)

/** The parts of a Set-Cookie header (its name and value first, then its attributes), each as a lower-case name and its value. */
function partsOf(header: string): [string, string | undefined][] {
  return header.split(';').map((part) => {
    const [name = '', value] = part.trim().split('=')
    return [name.trim().toLowerCase(), value?.trim()]
  })
}

/** A Set-Cookie header as a jar stores it, with the key it is stored under; null for one a jar refuses (no `name=`). */
function parseCookie(header: string): { key: string; cookie: Cookie } | null {
  const pair = (header.split(/[\n\r\0]/)[0] ?? '').split(';')[0] ?? ''
  const equals = pair.indexOf('=')
  if (equals <= 0) return null
  const cookie: Cookie = { name: pair.slice(0, equals).trim(), secure: false, httpOnly: false, sameSite: null }
  let scope = ''
  for (const [name, value = ''] of partsOf(header).slice(1)) {
    if (name === 'secure') cookie.secure = true
    else if (name === 'httponly') cookie.httpOnly = true
    else if (name === 'samesite') cookie.sameSite = SAME_SITE.has(value.toLowerCase()) ? value.toLowerCase() : null
    else if (name === 'domain' || name === 'path') scope += `;${name}=${value}`
  }
  return { key: `${cookie.name}${scope}`, cookie }
}

/** A raw SameSite attribute without a value, or with one browsers do not know (the scanner looks at every part, the name's too). */
function invalidSameSite(header: string): boolean {
  return partsOf(header).some(([name, value]) => name === 'samesite' && (!value || !SAME_SITE.has(value.toLowerCase())))
}

/** The worst problem of one cookie, added to what was found before it. */
function cookieProblem(cookie: Cookie, hsts: boolean, found: ResultName | null): ResultName | null {
  const name = cookie.name.toLowerCase()
  const session = name.includes('login') || name.includes('sess')
  let result = found
  if (!cookie.secure && cookie.sameSite === 'none') result = worse(result, 'cookies-samesite-flag-invalid')
  if (!cookie.secure) result = worse(result, hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag')
  if (name.includes('csrf') && !cookie.sameSite) result = worse(result, 'cookies-anticsrf-without-samesite-flag')
  if (session && !cookie.secure)
    result = worse(result, hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag')
  if (session && !cookie.httpOnly) result = worse(result, 'cookies-session-without-httponly-flag')
  return result
}

/**
 * Every cookie Secure, session cookies (a name with `login` or `sess`) HttpOnly, and SameSite on
 * all of them for the bonus. `hsts`: whether the HSTS test passed, which softens a missing Secure.
 */
export function cookiesTest(retrieved: Retrieved, hsts: boolean): TestOutcome {
  let found: ResultName | null = null
  for (const header of retrieved.auto.setCookies) if (invalidSameSite(header)) found = worse(found, 'cookies-samesite-flag-invalid')
  const jar = new Map<string, Cookie>()
  for (const parsed of retrieved.setCookies.map(parseCookie)) if (parsed && !IGNORED.has(parsed.cookie.name)) jar.set(parsed.key, parsed.cookie)
  if (jar.size === 0) return { result: 'cookies-not-found', pass: true }
  for (const cookie of jar.values()) found = cookieProblem(cookie, hsts, found)
  const allSameSite = [...jar.values()].every((cookie) => cookie.sameSite)
  const result = found ?? (allSameSite ? 'cookies-secure-with-httponly-sessions-and-samesite' : 'cookies-secure-with-httponly-sessions')
  return { result, pass: result === 'cookies-secure-with-httponly-sessions-and-samesite' || result === 'cookies-secure-with-httponly-sessions' }
}
