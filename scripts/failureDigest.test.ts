import { describe, expect, it } from 'vitest'
import { FailureDigest } from './failureDigest'

// Output as the runners print it in a lane of `npm test` (colours on, as CI's log has them).

/** vitest's dot reporter: a test's logs among the dots (workerd's, a passing test's error log), then two failures. */
const VITEST = [
  '\u001b[32m\u00b7\u001b[39m\u001b[32m\u00b7\u001b[39m\u001b[32m\u00b7\u001b[39mexception = rust/worker/ffi.rs:104: disconnected: client error (SendRequest): connection closed before message completed',
  '\u001b[33m\u001b[39m\u001b[31mx\u001b[39m\u001b[33m\u001b[39m\u001b[31mx\u001b[39m',
  '\u001b[90mstderr\u001b[2m | worker/observability/serverErrorLog.test.ts\u001b[2m > \u001b[22m\u001b[2merror logs',
  '{"level":"error","route":"/contact","status":503,"ray":null,"cause":"ContentUnavailableError: Storyblok cdn/stories/en/contact failed: 429 Too Many Requests"}',
  '\u001b[31m\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u001b[39m\u001b[1m\u001b[41m Failed Tests 2 \u001b[49m\u001b[22m\u001b[31m\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u001b[39m',
  '',
  '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m \u001b[30m\u001b[45m workerd \u001b[49m\u001b[39m worker/example.test.ts\u001b[2m > \u001b[22mfails on purpose',
  '\u001b[31m\u001b[1mAssertionError\u001b[22m: expected [ 1, 2 ] to have a length of 1 but got 2\u001b[39m',
  '',
  '\u001b[32m- Expected\u001b[39m',
  '\u001b[31m+ Received\u001b[39m',
  '',
  '\u001b[32m- 1\u001b[39m',
  '\u001b[31m+ 2\u001b[39m',
  '',
  '\u001b[36m \u001b[2m\u276f\u001b[22m worker/example.test.ts:\u001b[2m2:47\u001b[22m\u001b[39m',
  "    \u001b[90m  1|\u001b[39m \u001b[35mimport\u001b[39m { expect\u001b[33m,\u001b[39m it } \u001b[35mfrom\u001b[39m \u001b[32m'vitest'\u001b[39m",
  "    \u001b[90m  2|\u001b[39m \u001b[34mit\u001b[39m(\u001b[32m'fails on purpose'\u001b[39m\u001b[33m,\u001b[39m () \u001b[33m=>\u001b[39m { \u001b[34mexpect\u001b[39m([\u001b[34m1\u001b[39m\u001b[33m,\u001b[39m \u001b[34m2\u001b[39m])\u001b[33m.\u001b[39m\u001b[34mtoHaveLength\u001b[39m(\u001b[34m1\u001b[39m) })",
  '    \u001b[90m   |\u001b[39m                                               \u001b[31m^\u001b[39m',
  "    \u001b[90m  3|\u001b[39m it('times out on purpose', async () => { await new Promise((r) => setT\u2026",
  '    \u001b[90m  4|\u001b[39m',
  '',
  '\u001b[31m\u001b[2m\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af[1/2]\u23af\u001b[22m\u001b[39m',
  '',
  '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m \u001b[30m\u001b[45m workerd \u001b[49m\u001b[39m worker/example.test.ts\u001b[2m > \u001b[22mtimes out on purpose',
  '\u001b[31m\u001b[1mError\u001b[22m: Test timed out in 1000ms.',
  'If this is a long-running test, pass a timeout value as the last argument or configure it globally with "testTimeout".\u001b[39m',
  '\u001b[36m \u001b[2m\u276f\u001b[22m worker/example.test.ts:\u001b[2m3:1\u001b[22m\u001b[39m',
  "    \u001b[90m  1|\u001b[39m \u001b[35mimport\u001b[39m { expect\u001b[33m,\u001b[39m it } \u001b[35mfrom\u001b[39m \u001b[32m'vitest'\u001b[39m",
  "    \u001b[90m  2|\u001b[39m \u001b[34mit\u001b[39m(\u001b[32m'fails on purpose'\u001b[39m\u001b[33m,\u001b[39m () \u001b[33m=>\u001b[39m { \u001b[34mexpect\u001b[39m([\u001b[34m1\u001b[39m\u001b[33m,\u001b[39m \u001b[34m2\u001b[39m])\u001b[33m.\u001b[39m\u001b[34mtoHaveLength\u001b[39m(\u001b[34m1\u001b[39m) })",
  "    \u001b[90m  3|\u001b[39m it('times out on purpose', async () => { await new Promise((r) => setT\u2026",
  '    \u001b[90m   |\u001b[39m \u001b[31m^\u001b[39m',
  '    \u001b[90m  4|\u001b[39m',
  '',
  '\u001b[31m\u001b[2m\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af\u23af[2/2]\u23af\u001b[22m\u001b[39m',
  '',
  '',
  '\u001b[2m Test Files \u001b[22m \u001b[1m\u001b[31m1 failed\u001b[39m\u001b[22m\u001b[90m (1)\u001b[39m',
  '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[31m2 failed\u001b[39m\u001b[22m\u001b[90m (2)\u001b[39m',
]

/** Playwright's list reporter: one test failed, one passed. */
const PLAYWRIGHT = [
  '',
  '\u001b[2mRunning \u001b[22m2\u001b[2m tests using \u001b[22m1\u001b[2m worker\u001b[22m',
  '',
  '  \u001b[31m\u2718\u001b[39m  \u001b[2m1 \u001b[22m\u001b[31m[phone] \u203a tests/e2e/example.spec.ts:2:1 \u203a answers 200\u001b[39m\u001b[2m (10ms)\u001b[22m',
  '  \u001b[32m\u2713\u001b[39m  \u001b[2m2 \u001b[22m[phone] \u203a tests/e2e/example.spec.ts:3:1 \u203a passes\u001b[2m (5ms)\u001b[22m',
  '',
  '',
  '\u001b[31m  1) [phone] \u203a tests/e2e/example.spec.ts:2:1 \u203a answers 200 \u001b[2m\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u001b[22m\u001b[39m',
  '',
  '    Error: the status of /de',
  '',
  '    \u001b[2mexpect(\u001b[22m\u001b[31mreceived\u001b[39m\u001b[2m).\u001b[22mtoBe\u001b[2m(\u001b[22m\u001b[32mexpected\u001b[39m\u001b[2m) // Object.is equality\u001b[22m',
  '',
  '    Expected: \u001b[32m200\u001b[39m',
  '    Received: \u001b[31m500\u001b[39m',
  '',
  "     \u001b[90m 1 |\u001b[39m \u001b[36mimport\u001b[39m { test\u001b[33m,\u001b[39m expect } \u001b[36mfrom\u001b[39m \u001b[32m'@playwright/test'\u001b[39m",
  "    \u001b[31m\u001b[1m>\u001b[22m\u001b[39m\u001b[90m 2 |\u001b[39m test(\u001b[32m'answers 200'\u001b[39m\u001b[33m,\u001b[39m \u001b[36masync\u001b[39m () \u001b[33m=>\u001b[39m { expect(\u001b[35m500\u001b[39m\u001b[33m,\u001b[39m \u001b[32m'the status of /de'\u001b[39m)\u001b[33m.\u001b[39mtoBe(\u001b[35m200\u001b[39m) })",
  '     \u001b[90m   |\u001b[39m                                                                    \u001b[31m\u001b[1m^\u001b[22m\u001b[39m',
  "     \u001b[90m 3 |\u001b[39m test(\u001b[32m'passes'\u001b[39m\u001b[33m,\u001b[39m \u001b[36masync\u001b[39m () \u001b[33m=>\u001b[39m {})",
  '     \u001b[90m 4 |\u001b[39m',
  '    \u001b[2m    at /work/main/tests/e2e/example.spec.ts:2:68\u001b[22m',
  '',
  '\u001b[2m    Error Context: test-results/example-answers-200-phone/error-context.md\u001b[22m',
  '',
  '\u001b[31m  1 failed\u001b[39m',
  '\u001b[31m    [phone] \u203a tests/e2e/example.spec.ts:2:1 \u203a answers 200 \u001b[2m\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u001b[22m\u001b[39m',
  '\u001b[32m  1 passed\u001b[39m\u001b[2m (1.2s)\u001b[22m',
  '',
]

const digestOf = (output: string[]) => {
  const digest = new FailureDigest()
  for (const line of output) digest.add(line)
  return digest.lines()
}

describe('the digest of a failed step', () => {
  it("keeps each vitest failure's test, error and expected and received values, and the counts, without colours, dots or the logs of passing tests", () => {
    expect(digestOf(VITEST)).toEqual([
      'FAIL   workerd  worker/example.test.ts > fails on purpose',
      'AssertionError: expected [ 1, 2 ] to have a length of 1 but got 2',
      '- Expected',
      '+ Received',
      '- 1',
      '+ 2',
      'FAIL   workerd  worker/example.test.ts > times out on purpose',
      'Error: Test timed out in 1000ms.',
      'If this is a long-running test, pass a timeout value as the last argument or configure it globally with "testTimeout".',
      'Test Files  1 failed (1)',
      'Tests  2 failed (2)',
    ])
  })

  it("keeps Playwright's failed test, its error and values, and the count", () => {
    expect(digestOf(PLAYWRIGHT)).toEqual([
      '✘  1 [phone] › tests/e2e/example.spec.ts:2:1 › answers 200 (10ms)',
      '1) [phone] › tests/e2e/example.spec.ts:2:1 › answers 200',
      '    Error: the status of /de',
      '    expect(received).toBe(expected) // Object.is equality',
      '    Expected: 200',
      '    Received: 500',
      '1 failed',
    ])
  })

  it("keeps the type checker's and the linters' errors", () => {
    const output = [
      "worker/app.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      '/work/main/worker/app.ts',
      "  12:5  error  'unused' is assigned a value but never used  @typescript-eslint/no-unused-vars",
      '✖ 1 problem (1 error, 0 warnings)',
      'Checking formatting...',
      '[warn] worker/app.ts',
    ]
    expect(digestOf(output)).toEqual([output[0], output[2]?.trim(), output[3], output[5]])
  })

  it('keeps the last 40 lines of a long run of failures', () => {
    const output = Array.from({ length: 30 }, (_, index) => [`FAIL  workerd  file${index}.test.ts > a test`, `Error: failure ${index}`]).flat()
    const digest = digestOf(output)
    expect(digest).toHaveLength(40)
    expect(digest.at(-1)).toBe('Error: failure 29')
  })
})
