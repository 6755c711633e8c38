import type { ObservatoryGrade, TestName } from './gradeScan'

/**
 * What the deployed site earns on each of the ten tests (A+, 125): the expectation the worker's
 * grade, the running site's and the rules' own test start from, each with what differs where it runs.
 */
export const DEPLOYED_RESULTS: Record<TestName, string> = {
  'content-security-policy': 'csp-implemented-with-no-unsafe',
  cookies: 'cookies-not-found',
  'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
  redirection: 'redirection-to-https',
  'referrer-policy': 'referrer-policy-private',
  'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
  'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  'x-content-type-options': 'x-content-type-options-nosniff',
  'x-frame-options': 'x-frame-options-implemented-via-csp',
  'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
}

/** A grade's result name for each test, to compare with DEPLOYED_RESULTS. */
export function resultsOf(grade: ObservatoryGrade): Record<string, string> {
  return Object.fromEntries(Object.entries(grade.tests).map(([name, test]) => [name, test.result]))
}
