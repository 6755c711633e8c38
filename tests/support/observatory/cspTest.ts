import { InvalidPolicy, parsePolicy, type Directives } from './cspParser'
import type { Retrieved } from './retrieved'
import type { ResultName, TestOutcome } from './scoreTable'

// The Observatory's Content Security Policy test (src/analyzer/tests/csp.js, 1.6.3, 22e088df).
// The first problem found decides the result, in the scanner's order.

/** Sources that allow (nearly) anything. */
const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, "'unsafe-inline'", 'data:'])
/** Images and media: passive content, whose insecure sources cost less. */
const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src'])
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"]
/** The results the scanner counts as passed. */
const PASSED: ResultName[] = [
  'csp-implemented-with-no-unsafe',
  'csp-implemented-with-no-unsafe-default-src-none',
  'csp-implemented-with-unsafe-inline-in-style-src-only',
  'csp-implemented-with-insecure-scheme-in-passive-content-only',
]

/** The CSP test's outcome, with the parsed policy the X-Frame-Options test reads (null when none was read). */
export interface CspOutcome extends TestOutcome {
  directives: Directives | null
}

const hasNonceOrHash = (sources: Set<string>) => [...sources].some((source) => NONCE_OR_HASH.some((prefix) => source.startsWith(prefix)))
const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:')

/** The header's policies: several headers arrive joined by commas, and a comma separates policies. */
function headerPolicies(retrieved: Retrieved): string[] {
  const value = retrieved.auto.headers['content-security-policy']
  return value === undefined ? [] : value.split(',').map((policy) => policy.trim())
}

/**
 * A nonce or hash cancels 'unsafe-inline' (browsers ignore it then); 'strict-dynamic' with one
 * cancels the host and scheme sources of script-src, and without one makes the policy invalid.
 * The scanner edits the parsed sets themselves, and so does this.
 */
function applyNoncesAndStrictDynamic(scriptSrc: Set<string>, styleSrc: Set<string>): boolean {
  for (const sources of [scriptSrc, styleSrc]) if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'")
  if (!scriptSrc.has("'strict-dynamic'")) return true
  if (!hasNonceOrHash(scriptSrc)) return false
  for (const source of scriptSrc)
    if ([...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source)
  return true
}

/** The first problem of a parsed policy, in the scanner's order, or its grade when it has none. */
function policyResult(csp: Directives, secure: boolean): ResultName {
  const fallback = (name: string) => csp.get(name) ?? csp.get('default-src') ?? new Set(['*'])
  const objectSrc = fallback('object-src')
  const scriptSrc = fallback('script-src')
  const styleSrc = fallback('style-src')
  if (!applyNoncesAndStrictDynamic(scriptSrc, styleSrc)) return 'csp-header-invalid'
  const active = [...csp].filter(([name]) => !PASSIVE_DIRECTIVES.has(name) && name !== 'script-src').flatMap(([, sources]) => [...sources])
  active.push(...scriptSrc)
  const passive = [...PASSIVE_DIRECTIVES].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])])
  if ([...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source)))
    return 'csp-implemented-with-unsafe-inline'
  if (secure && active.some(insecure)) return 'csp-implemented-with-insecure-scheme'
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval'
  if (secure && passive.some(insecure)) return 'csp-implemented-with-insecure-scheme-in-passive-content-only'
  if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source))) return 'csp-implemented-with-unsafe-inline-in-style-src-only'
  const defaultSrc = csp.get('default-src')
  return defaultSrc?.has("'none'") && defaultSrc.size === 1 ? 'csp-implemented-with-no-unsafe-default-src-none' : 'csp-implemented-with-no-unsafe'
}

/**
 * Grades the final answer's Content-Security-Policy header. A page with more than one policy
 * (two headers, a comma, or a policy in a meta element) is refused: the scanner's merge of
 * policies is not modelled (cspParser.ts).
 */
export function cspTest(retrieved: Retrieved): CspOutcome {
  const policies = headerPolicies(retrieved)
  if (policies.length > 1 || retrieved.httpEquiv.contentSecurityPolicy.length > 0)
    throw new Error('more than one Content-Security-Policy, or one in a meta element: the Observatory equivalent does not model their merge')
  const [policy] = policies
  let parsed: ReturnType<typeof parsePolicy> | null = null
  try {
    if (policy !== undefined) parsed = parsePolicy(policy)
  } catch (error) {
    if (!(error instanceof InvalidPolicy)) throw error
    return { result: 'csp-header-invalid', pass: false, directives: null }
  }
  if (!parsed || parsed.directives.size === 0) {
    const reporting = Boolean(retrieved.auto.headers['content-security-policy-report-only'])
    return { result: reporting ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', pass: false, directives: null }
  }
  const result = policyResult(parsed.directives, retrieved.secure)
  const pass = PASSED.includes(result)
  // A repeated report-uri or report-to costs a passing policy its bonus, not its pass.
  return { result: pass && parsed.repeated ? 'csp-implemented-but-duplicate-directives' : result, pass, directives: parsed.directives }
}
