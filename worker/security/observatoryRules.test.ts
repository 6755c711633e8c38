import { describe, expect, it } from 'vitest'
import { SCANNER_ORIGIN } from '../../tests/support/observatory/collectScan'
import { DEPLOYED_RESULTS, resultsOf } from '../../tests/support/observatory/deployedResults'
import { gradeScan, type TestName } from '../../tests/support/observatory/gradeScan'
import { scanAnswer, type ObservatoryScan } from '../../tests/support/observatory/observatoryScan'
import { gradeForScore } from '../../tests/support/observatory/scoreTable'

// The rules of the HTTP Observatory's equivalent (tests/support/observatory/), each shown to fail:
// a scan like the deployed site's gets A+, and each change below costs what the Observatory's
// 1.6.3 charges for it. observatoryGrade.test.ts grades the worker's real answers.

const HOST = 'www.freight.example'
const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' https://a.storyblok.com; " +
  "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; report-to csp"
/** The final answer's headers as the deployed site sends them. */
const SITE_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': POLICY,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
}
const PAGE = '<!doctype html><html><head><script type="module" src="/assets/boot-1a2b.js"></script></head><body></body></html>'

interface Variant {
  /** Headers of the final answer to add (a string), or to remove (null). */
  headers?: Record<string, string | null>
  setCookies?: string[]
  /** The addresses and statuses of the chain, the final answer last. */
  chain?: [string, number][]
  html?: string
  /** The preflight's Access-Control-* headers. */
  cors?: Record<string, string>
}

/** A scan of the deployed site's home page, changed by `variant`. */
function scan(variant: Variant = {}): ObservatoryScan {
  const steps = variant.chain ?? [
    [`http://${HOST}/`, 301],
    [`https://${HOST}/`, 200],
  ]
  const finalHeaders = { ...SITE_HEADERS, ...variant.headers }
  const chain = steps.map(([url, status], index) => {
    const next = steps[index + 1]
    const headers: [string, string][] = next
      ? [['location', next[0]]]
      : Object.entries(finalHeaders).flatMap(([name, value]) => (value === null ? [] : [[name, value] as [string, string]]))
    if (!next) for (const cookie of variant.setCookies ?? []) headers.push(['set-cookie', cookie])
    return scanAnswer(url, status, headers)
  })
  const final = steps.at(-1)?.[0] ?? ''
  const preflight = { origin: SCANNER_ORIGIN, answer: scanAnswer(final, 405, Object.entries(variant.cors ?? {})) }
  return { chain, html: variant.html ?? PAGE, preflight }
}

/** One test's result, pass and modifier, and the scan's score and grade. */
function graded(variant: Variant, test: TestName) {
  const grade = gradeScan(scan(variant))
  return { ...grade.tests[test], score: grade.score, grade: grade.grade }
}

describe('the Observatory equivalent: a scan like the deployed site’s', () => {
  it('passes all ten tests: 100 and 25 of extra credit, A+', () => {
    const grade = gradeScan(scan())
    expect(grade).toMatchObject({ grade: 'A+', score: 125, testsPassed: 10, testsFailed: 0 })
    expect(resultsOf(grade)).toEqual(DEPLOYED_RESULTS)
  })

  it('over plain http only (npm start), fails just the two transport tests: 60, C+, the bonuses lost', () => {
    const grade = gradeScan(scan({ chain: [['http://127.0.0.1:8787/', 200]], headers: { 'strict-transport-security': null } }))
    expect(grade.tests.redirection.result).toBe('redirection-missing')
    expect(grade.tests['strict-transport-security'].result).toBe('hsts-not-implemented-no-https')
    expect(grade).toMatchObject({ grade: 'C+', score: 60, testsPassed: 8, testsFailed: 2 })
  })
})

describe('Content Security Policy', () => {
  it('loses its bonus and 20 more for unsafe-inline or data: in script-src, and for https: as object-src', () => {
    const inline = POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
    expect(graded({ headers: { 'content-security-policy': inline } }, 'content-security-policy')).toMatchObject({
      result: 'csp-implemented-with-unsafe-inline',
      pass: false,
      modifier: -20,
      score: 80,
      grade: 'B+',
    })
    const data = POLICY.replace("script-src 'self'", "script-src 'self' data:")
    expect(graded({ headers: { 'content-security-policy': data } }, 'content-security-policy').result).toBe('csp-implemented-with-unsafe-inline')
    const objects = POLICY.replace("object-src 'none'", 'object-src https:')
    expect(graded({ headers: { 'content-security-policy': objects } }, 'content-security-policy').result).toBe('csp-implemented-with-unsafe-inline')
  })

  it('a nonce or hash cancels unsafe-inline; strict-dynamic without one is invalid', () => {
    const nonce = POLICY.replace("script-src 'self'", "script-src 'self' 'nonce-r4nd0m' 'unsafe-inline'")
    expect(graded({ headers: { 'content-security-policy': nonce } }, 'content-security-policy').result).toBe('csp-implemented-with-no-unsafe')
    const dynamic = POLICY.replace("script-src 'self'", "script-src 'strict-dynamic'")
    expect(graded({ headers: { 'content-security-policy': dynamic } }, 'content-security-policy')).toMatchObject({
      result: 'csp-header-invalid',
      modifier: -25,
    })
  })

  it('on https, charges http: sources: 20 for active content, 10 (still a pass) for images and media only', () => {
    const active = POLICY.replace("default-src 'self'", "default-src 'self'; connect-src 'self' http://api.example")
    expect(graded({ headers: { 'content-security-policy': active } }, 'content-security-policy')).toMatchObject({
      result: 'csp-implemented-with-insecure-scheme',
      pass: false,
    })
    const passive = POLICY.replace('https://a.storyblok.com', 'http://a.storyblok.com')
    expect(graded({ headers: { 'content-security-policy': passive } }, 'content-security-policy')).toMatchObject({
      result: 'csp-implemented-with-insecure-scheme-in-passive-content-only',
      pass: true,
      modifier: -10,
      score: 110,
    })
    // Over plain http the same sources cost nothing.
    const local = { chain: [['http://127.0.0.1:8787/', 200]] as [string, number][] }
    expect(graded({ ...local, headers: { 'content-security-policy': active } }, 'content-security-policy').result).toBe('csp-implemented-with-no-unsafe')
  })

  it('charges unsafe-eval, and lets unsafe-inline in style-src pass without the bonus', () => {
    const evaluating = POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'")
    expect(graded({ headers: { 'content-security-policy': evaluating } }, 'content-security-policy')).toMatchObject({
      result: 'csp-implemented-with-unsafe-eval',
      modifier: -10,
    })
    const styles = POLICY.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
    expect(graded({ headers: { 'content-security-policy': styles } }, 'content-security-policy')).toMatchObject({
      result: 'csp-implemented-with-unsafe-inline-in-style-src-only',
      pass: true,
      modifier: 0,
    })
  })

  it("gives 10 for default-src 'none', 0 for a repeated report-to, and refuses a repeated directive or no policy", () => {
    expect(graded({ headers: { 'content-security-policy': "default-src 'none'" } }, 'content-security-policy').modifier).toBe(10)
    expect(graded({ headers: { 'content-security-policy': `${POLICY}; report-to other` } }, 'content-security-policy')).toMatchObject({
      result: 'csp-implemented-but-duplicate-directives',
      pass: true,
      modifier: 0,
    })
    expect(graded({ headers: { 'content-security-policy': `${POLICY}; script-src *` } }, 'content-security-policy').result).toBe('csp-header-invalid')
    expect(graded({ headers: { 'content-security-policy': null } }, 'content-security-policy')).toMatchObject({ result: 'csp-not-implemented', score: 75 })
    const reportOnly = { 'content-security-policy': null, 'content-security-policy-report-only': POLICY }
    expect(graded({ headers: reportOnly }, 'content-security-policy').result).toBe('csp-not-implemented-but-reporting-enabled')
  })

  it('refuses to grade what it does not model: two policies, or one in a meta element', () => {
    expect(() => gradeScan(scan({ headers: { 'content-security-policy': `${POLICY}, default-src 'none'` } }))).toThrow(/more than one/)
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'">${PAGE}`
    expect(() => gradeScan(scan({ html: meta }))).toThrow(/meta element/)
  })
})

describe('Cookies', () => {
  it('gives 5 when every cookie is Secure, sessions HttpOnly, and all SameSite', () => {
    expect(graded({ setCookies: ['lang=de; Path=/; Secure; SameSite=Lax'] }, 'cookies')).toMatchObject({
      result: 'cookies-secure-with-httponly-sessions-and-samesite',
      modifier: 5,
    })
    expect(graded({ setCookies: ['lang=de; Secure'] }, 'cookies')).toMatchObject({ result: 'cookies-secure-with-httponly-sessions', pass: true })
  })

  it('charges a cookie without Secure: 5 under HSTS, 20 without it', () => {
    expect(graded({ setCookies: ['lang=de; SameSite=Lax'] }, 'cookies')).toMatchObject({
      result: 'cookies-without-secure-flag-but-protected-by-hsts',
      pass: false,
      modifier: -5,
    })
    const noHsts = { setCookies: ['lang=de; SameSite=Lax'], headers: { 'strict-transport-security': null } }
    expect(graded(noHsts, 'cookies')).toMatchObject({ result: 'cookies-without-secure-flag', modifier: -20 })
  })

  it('charges a session cookie without HttpOnly or Secure, a CSRF token without SameSite, and an unknown SameSite', () => {
    expect(graded({ setCookies: ['sessionid=1; Secure'] }, 'cookies')).toMatchObject({ result: 'cookies-session-without-httponly-flag', modifier: -30 })
    const noHsts = { headers: { 'strict-transport-security': null } }
    expect(graded({ ...noHsts, setCookies: ['login=1; HttpOnly'] }, 'cookies')).toMatchObject({ result: 'cookies-session-without-secure-flag', modifier: -40 })
    expect(graded({ setCookies: ['csrftoken=1; Secure'] }, 'cookies').result).toBe('cookies-anticsrf-without-samesite-flag')
    expect(graded({ setCookies: ['lang=de; Secure; SameSite=Sometimes'] }, 'cookies').result).toBe('cookies-samesite-flag-invalid')
  })
})

describe('Cross-Origin Resource Sharing', () => {
  it('passes public access (*) and no CORS at all', () => {
    expect(graded({ cors: { 'access-control-allow-origin': '*' } }, 'cross-origin-resource-sharing')).toMatchObject({
      result: 'cross-origin-resource-sharing-implemented-with-public-access',
      pass: true,
      modifier: 0,
    })
  })

  it('charges 50 for sending back any Origin with credentials', () => {
    const reflected = { 'access-control-allow-origin': SCANNER_ORIGIN, 'access-control-allow-credentials': 'true' }
    expect(graded({ cors: reflected }, 'cross-origin-resource-sharing')).toMatchObject({
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      pass: false,
      modifier: -50,
      score: 50,
      grade: 'C',
    })
  })
})

describe('Redirection', () => {
  it('charges 10 when http first goes to http, 5 when it leaves the host, 20 when it never reaches https', () => {
    const viaHttp: [string, number][] = [
      [`http://${HOST}/`, 301],
      [`http://${HOST}/en`, 301],
      [`https://${HOST}/en`, 200],
    ]
    expect(graded({ chain: viaHttp }, 'redirection')).toMatchObject({ result: 'redirection-not-to-https-on-initial-redirection', pass: false, modifier: -10 })
    const offHost: [string, number][] = [
      [`http://freight.example/`, 301],
      [`https://${HOST}/`, 200],
    ]
    expect(graded({ chain: offHost }, 'redirection')).toMatchObject({ result: 'redirection-off-host-from-http', modifier: -5 })
    const plain: [string, number][] = [
      [`http://${HOST}/`, 301],
      [`http://${HOST}/en`, 200],
    ]
    expect(graded({ chain: plain }, 'redirection')).toMatchObject({ result: 'redirection-not-to-https', modifier: -20 })
  })
})

describe('Referrer Policy', () => {
  it('gives 5 for a private policy, charges an unsafe or unknown one, and lets the last known one decide', () => {
    expect(graded({ headers: { 'referrer-policy': 'unsafe-url' } }, 'referrer-policy')).toMatchObject({ result: 'referrer-policy-unsafe', modifier: -5 })
    expect(graded({ headers: { 'referrer-policy': 'whatever' } }, 'referrer-policy').result).toBe('referrer-policy-header-invalid')
    expect(graded({ headers: { 'referrer-policy': 'no-referrer, unsafe-url' } }, 'referrer-policy').result).toBe('referrer-policy-unsafe')
    expect(graded({ headers: { 'referrer-policy': null } }, 'referrer-policy')).toMatchObject({ result: 'referrer-policy-not-implemented', pass: true })
    const meta = `<meta name="referrer" content="unsafe-url">${PAGE}`
    expect(graded({ html: meta }, 'referrer-policy').result).toBe('referrer-policy-unsafe')
  })
})

describe('Strict-Transport-Security', () => {
  it('charges under six months, a missing or doubled header, and no https', () => {
    expect(graded({ headers: { 'strict-transport-security': 'max-age=86400' } }, 'strict-transport-security')).toMatchObject({
      result: 'hsts-implemented-max-age-less-than-six-months',
      modifier: -10,
    })
    expect(graded({ headers: { 'strict-transport-security': null } }, 'strict-transport-security').result).toBe('hsts-not-implemented')
    const twice = 'max-age=63072000, max-age=63072000'
    expect(graded({ headers: { 'strict-transport-security': twice } }, 'strict-transport-security').result).toBe('hsts-header-invalid')
    expect(graded({ headers: { 'strict-transport-security': 'includeSubDomains' } }, 'strict-transport-security').result).toBe('hsts-header-invalid')
    // "A white lie": 15,552,000 seconds count as six months.
    expect(graded({ headers: { 'strict-transport-security': 'max-age=15552000' } }, 'strict-transport-security').pass).toBe(true)
  })
})

describe('Subresource Integrity', () => {
  it('charges another site’s scripts without integrity: 5 over https, 50 over http or a protocol-relative address', () => {
    expect(graded({ html: '<script src="https://cdn.example.org/a.js"></script>' }, 'subresource-integrity')).toMatchObject({
      result: 'sri-not-implemented-but-external-scripts-loaded-securely',
      pass: false,
      modifier: -5,
    })
    expect(graded({ html: '<script src="http://cdn.example.org/a.js"></script>' }, 'subresource-integrity').modifier).toBe(-50)
    expect(graded({ html: '<script src="//cdn.example.org/a.js"></script>' }, 'subresource-integrity').modifier).toBe(-50)
  })

  it('gives 5 for integrity over https, and nothing for a page without scripts or that is no HTML', () => {
    const integrity = '<script src="https://cdn.example.org/a.js" integrity="sha384-abc" crossorigin="anonymous"></script>'
    expect(graded({ html: integrity }, 'subresource-integrity')).toMatchObject({ result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 })
    expect(graded({ html: '<script src="/assets/a.js" integrity="sha384-abc"></script>' }, 'subresource-integrity').result).toBe(
      'sri-implemented-and-all-scripts-loaded-securely',
    )
    expect(graded({ html: '<p>text</p>' }, 'subresource-integrity').result).toBe('sri-not-implemented-but-no-scripts-loaded')
    expect(graded({ headers: { 'content-type': 'application/json' } }, 'subresource-integrity').result).toBe('sri-not-implemented-response-not-html')
  })
})

describe('X-Content-Type-Options, X-Frame-Options, Cross-Origin-Resource-Policy', () => {
  it('charges 5 for a missing or wrong X-Content-Type-Options', () => {
    expect(graded({ headers: { 'x-content-type-options': null } }, 'x-content-type-options')).toMatchObject({
      result: 'x-content-type-options-not-implemented',
      pass: false,
      modifier: -5,
    })
    expect(graded({ headers: { 'x-content-type-options': 'sniff' } }, 'x-content-type-options').result).toBe('x-content-type-options-header-invalid')
  })

  it('charges 20 for framing left open: no frame-ancestors and no X-Frame-Options', () => {
    const noAncestors = POLICY.replace("; frame-ancestors 'none'", '')
    expect(graded({ headers: { 'content-security-policy': noAncestors } }, 'x-frame-options')).toMatchObject({
      result: 'x-frame-options-sameorigin-or-deny',
      modifier: 5,
    })
    expect(graded({ headers: { 'content-security-policy': noAncestors, 'x-frame-options': null } }, 'x-frame-options')).toMatchObject({
      result: 'x-frame-options-not-implemented',
      pass: false,
      modifier: -20,
    })
    expect(graded({ headers: { 'content-security-policy': noAncestors, 'x-frame-options': 'ALLOWALL' } }, 'x-frame-options').result).toBe(
      'x-frame-options-header-invalid',
    )
  })

  it('gives 10 for same-origin or same-site, nothing for cross-origin or none, and charges an unknown value', () => {
    expect(graded({ headers: { 'cross-origin-resource-policy': 'same-site' } }, 'cross-origin-resource-policy').modifier).toBe(10)
    expect(graded({ headers: { 'cross-origin-resource-policy': 'cross-origin' } }, 'cross-origin-resource-policy')).toMatchObject({
      result: 'corp-implemented-with-cross-origin',
      modifier: 0,
      score: 115,
    })
    expect(graded({ headers: { 'cross-origin-resource-policy': null } }, 'cross-origin-resource-policy').result).toBe('corp-not-implemented')
    expect(graded({ headers: { 'cross-origin-resource-policy': 'everyone' } }, 'cross-origin-resource-policy')).toMatchObject({
      result: 'corp-header-invalid',
      pass: false,
      modifier: -5,
    })
  })
})

describe('the score and the grade', () => {
  it('count bonuses only when the penalties leave at least 90', () => {
    // -5 (nosniff) and -5 (referrer) leave 90: the 20 of bonuses (CSP 5, XFO 5, CORP 10) still count.
    const ninety = { headers: { 'x-content-type-options': null, 'referrer-policy': 'unsafe-url' } }
    expect(gradeScan(scan(ninety))).toMatchObject({ score: 110, grade: 'A+' })
    // A third -5 (CORP) leaves 85: no bonus at all.
    expect(gradeScan(scan({ headers: { ...ninety.headers, 'cross-origin-resource-policy': 'everyone' } }))).toMatchObject({ score: 85, grade: 'A-' })
  })

  it('map scores to grades by the Observatory’s chart', () => {
    const chart = [125, 100, 99, 95, 90, 89, 85, 84, 80, 79, 75, 70, 69, 65, 64, 60, 59, 55, 50, 49, 45, 44, 40, 39, 35, 30, 29, 25, 24, 0, -20]
    expect(chart.map((score) => `${score} ${gradeForScore(score)}`)).toEqual([
      '125 A+',
      '100 A+',
      '99 A',
      '95 A',
      '90 A',
      '89 A-',
      '85 A-',
      '84 B+',
      '80 B+',
      '79 B',
      '75 B',
      '70 B',
      '69 B-',
      '65 B-',
      '64 C+',
      '60 C+',
      '59 C',
      '55 C',
      '50 C',
      '49 C-',
      '45 C-',
      '44 D+',
      '40 D+',
      '39 D',
      '35 D',
      '30 D',
      '29 D-',
      '25 D-',
      '24 F',
      '0 F',
      '-20 F',
    ])
  })

  it('refuses a final answer the Observatory does not grade (a 404 or a 5xx)', () => {
    expect(() => gradeScan(scan({ chain: [[`https://${HOST}/missing`, 404]] }))).toThrow(/404/)
  })
})
