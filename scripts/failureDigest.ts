import { stripVTControlCharacters } from 'node:util'

/** Where a failure's report begins: vitest's `FAIL  project  file > test`, Playwright's `1) [phone] › file:line › test ───`. */
const REPORT_START = /^\s*(FAIL\b|\d+\) \[)/
/** Where it ends: vitest's `❯ file:line` and rules, Playwright's source excerpt. */
const REPORT_END = /^\s*(❯|⎯|\d+ \|)/
/** Lines of a report kept after its first: the error and the expected and received values. */
const REPORT_LINES = 8
/**
 * A line that names a failure on its own: the runners' counts (`Tests  1 failed`, `2 failed`),
 * Playwright's `✘  3 [phone] › file › test`, tsc's `error TS…`, eslint's `12:5  error  …` and its
 * `✖ 3 problems`, prettier's `[warn] file`.
 */
const FAILURE_LINE = /\b\d+ failed\b|^\s*✘|\berror TS\d+|^\s*\d+:\d+\s+error\s|^✖ \d+ problem|^\[warn\] /
/** vitest's dot reporter: a run of `·` (passed), `x` (failed), `-` (skipped) and `*` (todo) before any other output on the line. */
const PROGRESS = /^[·x*-]*·[·x*-]*/
/** A digest, not a log: the whole output is above it. */
const DIGEST_LINES = 40

/**
 * What of a step's output says what failed, for the end of a log, where CI shows it: each failure's
 * report (the test, its error, expected and received), and the lines that count failures, without
 * colours, progress dots or the logs of passing tests.
 */
export class FailureDigest {
  private readonly kept: string[] = []
  private reportLinesLeft = 0

  add(output: string): void {
    const line = stripVTControlCharacters(output)
      .replace(PROGRESS, '')
      .replace(/\s*─+$/, '')
      .trimEnd()
    if (REPORT_START.test(line)) {
      this.reportLinesLeft = REPORT_LINES
      this.kept.push(line.trim())
    } else if (this.reportLinesLeft > 0 && REPORT_END.test(line)) this.reportLinesLeft = 0
    else if (this.reportLinesLeft > 0 && line.trim() !== '') {
      this.reportLinesLeft--
      this.kept.push(line)
    } else if (this.reportLinesLeft === 0 && FAILURE_LINE.test(line) && !this.kept.includes(line.trim())) this.kept.push(line.trim())
  }

  /** The last DIGEST_LINES lines kept. */
  lines(): string[] {
    return this.kept.slice(-DIGEST_LINES)
  }
}
