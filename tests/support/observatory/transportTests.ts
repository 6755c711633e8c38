import type { Retrieved } from './retrieved'
import type { ResultName, TestOutcome } from './scoreTable'

// The Observatory's two transport tests (src/analyzer/tests/redirection.js and
// strict-transport-security.js, 1.6.3, 22e088df). Not modelled: the HSTS preload list (the
// scanner generates it at install from Chromium's; a preloaded host would get
// `redirection-all-redirects-preloaded` and `hsts-preloaded`, +5), certificates (every https
// answer counts as verified: `redirection-invalid-cert` and `hsts-invalid-cert` never occur) and a
// host that does not answer plain http at all (`redirection-not-needed-no-http`).

/** Six months, as the scanner counts them: 15,552,000 seconds ("a white lie" for 15,768,000). */
const SIX_MONTHS = 15_552_000

const protocolOf = (url: string | undefined) => (url === undefined ? undefined : new URL(url).protocol)

/** The redirect chain from the plain-http address: to https, on the same host first, and ending on https. */
export function redirectionTest(retrieved: Retrieved): TestOutcome {
  const route = retrieved.route.map((answer) => answer.url)
  let result: ResultName
  if (route.length === 1) result = 'redirection-missing'
  else if (protocolOf(route.at(-1)) !== 'https:') result = 'redirection-not-to-https'
  else if (protocolOf(route[1]) === 'http:') result = 'redirection-not-to-https-on-initial-redirection'
  else if (protocolOf(route[0]) === 'http:' && new URL(route[0] ?? '').hostname !== new URL(route[1] ?? '').hostname) result = 'redirection-off-host-from-http'
  else result = 'redirection-to-https'
  return { result, pass: result === 'redirection-to-https' }
}

/** The max-age of an HSTS header, or an error the scanner counts as invalid (set twice, or no max-age). */
function hstsMaxAge(header: string): number {
  const value = header.slice(0, 1024)
  if (value.includes(',')) throw new Error('Strict-Transport-Security set more than once')
  let maxAge: number | null = null
  for (const parameter of value.split(';').map((part) => part.trim().toLowerCase()))
    if (parameter.startsWith('max-age=')) maxAge = Number.parseInt(parameter.slice(8, 128), 10)
  if (maxAge === null) throw new Error('Strict-Transport-Security without max-age')
  // As the scanner's: an unreadable max-age (NaN) is no number below six months.
  return maxAge
}

/** The final https answer's Strict-Transport-Security: at least six months. */
export function strictTransportSecurityTest(retrieved: Retrieved): TestOutcome {
  let result: ResultName
  const header = retrieved.https?.headers['strict-transport-security']
  if (!retrieved.https) result = 'hsts-not-implemented-no-https'
  else if (header === undefined) result = 'hsts-not-implemented'
  else {
    try {
      result = hstsMaxAge(header) < SIX_MONTHS ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months'
    } catch {
      result = 'hsts-header-invalid'
    }
  }
  return { result, pass: result === 'hsts-implemented-max-age-at-least-six-months' }
}
