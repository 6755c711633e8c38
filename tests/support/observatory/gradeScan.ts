import { cookiesTest } from './cookiesTest'
import { cspTest } from './cspTest'
import { corsTest, crossOriginResourcePolicyTest, referrerPolicyTest, xContentTypeOptionsTest, xFrameOptionsTest } from './headerTests'
import type { ObservatoryScan } from './observatoryScan'
import { retrievedFrom } from './retrieved'
import { BASE_SCORE, gradeForScore, MINIMUM_SCORE_FOR_EXTRA_CREDIT, SCORE_MODIFIERS, type ResultName } from './scoreTable'
import { subresourceIntegrityTest } from './subresourceIntegrityTest'
import { redirectionTest, strictTransportSecurityTest } from './transportTests'

// An equivalent of Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory 1.6.3, tag v1.6.3,
// commit 22e088df69a0d8734bd8f6ffad8a7ff97da8ddb8): its ten tests and its scoring
// (src/scanner/index.js), ported for a scan given as data. What it leaves out is said where it
// would apply, and in docs/security.md ("The HTTP Observatory").

/** The Observatory's ten tests, by the names it reports them under. */
export type TestName =
  | 'content-security-policy'
  | 'cookies'
  | 'cross-origin-resource-sharing'
  | 'redirection'
  | 'referrer-policy'
  | 'strict-transport-security'
  | 'subresource-integrity'
  | 'x-content-type-options'
  | 'x-frame-options'
  | 'cross-origin-resource-policy'

/** One test's outcome in a graded scan. */
interface GradedTest {
  result: ResultName
  pass: boolean
  modifier: number
}

export interface ObservatoryGrade {
  grade: string
  score: number
  testsPassed: number
  testsFailed: number
  tests: Record<TestName, GradedTest>
}

/** The final answer's statuses the scanner grades: any other ends the scan ("unexpected HTTP status code"). */
function gradable(status: number): boolean {
  return status >= 200 && (status < 400 || status === 401 || status === 403)
}

/**
 * Grades a scan as the Observatory does: from 100, every result's modifier; the bonuses only if
 * the penalties alone leave at least 90; the grade from the score (scoreTable.ts).
 */
export function gradeScan(scan: ObservatoryScan): ObservatoryGrade {
  const retrieved = retrievedFrom(scan)
  if (!gradable(retrieved.auto.status)) throw new Error(`the site answered ${retrieved.auto.status}, which the Observatory does not grade`)
  const csp = cspTest(retrieved)
  const hsts = strictTransportSecurityTest(retrieved)
  const outcomes = {
    'content-security-policy': csp,
    cookies: cookiesTest(retrieved, hsts.pass),
    'cross-origin-resource-sharing': corsTest(retrieved),
    redirection: redirectionTest(retrieved),
    'referrer-policy': referrerPolicyTest(retrieved),
    'strict-transport-security': hsts,
    'subresource-integrity': subresourceIntegrityTest(retrieved),
    'x-content-type-options': xContentTypeOptionsTest(retrieved),
    'x-frame-options': xFrameOptionsTest(retrieved, csp.directives),
    'cross-origin-resource-policy': crossOriginResourcePolicyTest(retrieved),
  }
  const tests = Object.fromEntries(
    Object.entries(outcomes).map(([name, { result, pass }]) => [name, { result, pass, modifier: SCORE_MODIFIERS[result] }]),
  ) as Record<TestName, GradedTest>
  const modifiers = Object.values(tests).map((test) => test.modifier)
  const withExtraCredit = modifiers.reduce((score, modifier) => score + modifier, BASE_SCORE)
  const penaltiesOnly = modifiers.reduce((score, modifier) => score + Math.min(modifier, 0), BASE_SCORE)
  const score = Math.max(penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : penaltiesOnly, 0)
  const testsPassed = Object.values(tests).filter((test) => test.pass).length
  return { grade: gradeForScore(score), score, testsPassed, testsFailed: Object.keys(tests).length - testsPassed, tests }
}
