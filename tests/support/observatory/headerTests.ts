import type { Directives } from './cspParser'
import type { Retrieved } from './retrieved'
import type { ResultName, TestOutcome } from './scoreTable'

// The Observatory's tests of single headers of the final answer (src/analyzer/tests/
// referrer-policy.js, x-content-type-options.js, x-frame-options.js,
// cross-origin-resource-policy.js, cors.js; 1.6.3, 22e088df).

const PRIVATE_REFERRERS = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
const UNSAFE_REFERRERS = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']

/** Referrer-Policy, header then `<meta name="referrer">`: the last policy browsers know wins. */
export function referrerPolicyTest(retrieved: Retrieved): TestOutcome {
  const header = retrieved.auto.headers['referrer-policy']
  const written = [...(header === undefined ? [] : [header]), ...retrieved.httpEquiv.referrerPolicy]
  if (written.length === 0) return { result: 'referrer-policy-not-implemented', pass: true }
  const known = written
    .join(', ')
    .split(',')
    .map((policy) => policy.toLowerCase().trim())
    .filter((policy) => PRIVATE_REFERRERS.includes(policy) || UNSAFE_REFERRERS.includes(policy))
  const policy = known.at(-1) ?? ''
  if (PRIVATE_REFERRERS.includes(policy)) return { result: 'referrer-policy-private', pass: true }
  return { result: UNSAFE_REFERRERS.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid', pass: false }
}

/** X-Content-Type-Options: exactly `nosniff`. */
export function xContentTypeOptionsTest(retrieved: Retrieved): TestOutcome {
  const header = retrieved.auto.headers['x-content-type-options']
  if (!header) return { result: 'x-content-type-options-not-implemented', pass: false }
  const nosniff = header.slice(0, 256).trim().toLowerCase() === 'nosniff'
  return { result: nosniff ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid', pass: nosniff }
}

/**
 * X-Frame-Options DENY or SAMEORIGIN, or framing decided by the CSP: as the scanner's, any
 * `frame-ancestors` in the policy counts, whatever it allows (`csp`: the CSP test's parsed policy).
 */
export function xFrameOptionsTest(retrieved: Retrieved, csp: Directives | null): TestOutcome {
  const header = retrieved.auto.headers['x-frame-options']
  const value = header?.slice(0, 1024).trim().toLowerCase()
  let result: ResultName
  if (csp?.has('frame-ancestors')) result = 'x-frame-options-implemented-via-csp'
  else if (!header || value === undefined) result = 'x-frame-options-not-implemented'
  else if (value === 'deny' || value === 'sameorigin') result = 'x-frame-options-sameorigin-or-deny'
  else if (value.startsWith('allow-from')) result = 'x-frame-options-allow-from-origin'
  else result = 'x-frame-options-header-invalid'
  return { result, pass: result !== 'x-frame-options-not-implemented' && result !== 'x-frame-options-header-invalid' }
}

/** Cross-Origin-Resource-Policy: same-origin or same-site earn a bonus; only an unknown value fails. */
export function crossOriginResourcePolicyTest(retrieved: Retrieved): TestOutcome {
  const header = retrieved.auto.headers['cross-origin-resource-policy']
  const value = header ? header.slice(0, 256).trim().toLowerCase() : ''
  const results: Record<string, ResultName> = {
    '': 'corp-not-implemented',
    'same-origin': 'corp-implemented-with-same-origin',
    'same-site': 'corp-implemented-with-same-site',
    'cross-origin': 'corp-implemented-with-cross-origin',
  }
  const result = results[value] ?? 'corp-header-invalid'
  return { result, pass: result !== 'corp-header-invalid' }
}

/**
 * The CORS preflight's Access-Control-Allow-Origin: `*` or named origins pass; the scanner's own
 * Origin sent back with credentials allowed fails (any site could read the pages as their visitor).
 * The scanner reads the Origin it sent from its request object, as its own tests (test/cors.test.js) set it.
 */
export function corsTest(retrieved: Retrieved): TestOutcome {
  const answer = retrieved.preflight?.answer
  const allowed = answer?.headers['access-control-allow-origin']
  if (!answer || !allowed) return { result: 'cross-origin-resource-sharing-not-implemented', pass: true }
  if (allowed.slice(0, 256).trim().toLowerCase() === '*') return { result: 'cross-origin-resource-sharing-implemented-with-public-access', pass: true }
  const credentials = answer.headers['access-control-allow-credentials']?.toLowerCase().trim() === 'true'
  if (allowed === retrieved.preflight?.origin && credentials) return { result: 'cross-origin-resource-sharing-implemented-with-universal-access', pass: false }
  return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', pass: true }
}
