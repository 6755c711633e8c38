// `npm test`: the whole suite, in lanes that keep both cores busy without the browser tests ever
// sharing the machine with the other checks (README, "Checks"):
//   1. the client build, once;
//   2. three lanes at once, each step after the one before it:
//      - lint;
//      - tooling: the checks of the repo's commands (Playwright's `tooling` project): the type
//        checks, once, as `npm run typecheck` runs them in a fresh clone of the working tree; the
//        recipes' type checks, the deploy script, space:push, npm start's variants, the local loop;
//      - workerd: the unit and integration tests (vitest in workerd);
//   3. then alone: the browser tests and the outside validators against one `npm start`, which
//      starts beside step 2 (its start-up is then off the way) and stops at the end.
// Every step runs even when an earlier one failed (but the build), so one run shows every failure;
// the summary names each step, its time and its result.
import { spawn, type ChildProcess } from 'node:child_process'
import { FailureDigest } from './failureDigest'
import { SITE_UNDER_TEST_ENV, SITE_UNDER_TEST_PORTS } from './localSite/siteUnderTest'
import { startSite, stopSite } from './localSite/startSite'

interface Step {
  name: string
  command: string
  args: string[]
  env?: Record<string, string>
}

interface Result {
  name: string
  seconds: number
  ok: boolean
  /** A failed lane step's reports of its failures (FailureDigest), printed again beside the summary. */
  failures?: string[]
}

const BUILD: Step = { name: 'build', command: 'npm', args: ['run', '-s', 'build'] }
/** The lanes of step 2, by the prefix of their output lines. */
const LANES: Record<string, Step[]> = {
  lint: [{ name: 'lint', command: 'npm', args: ['run', '-s', 'lint'] }],
  tooling: [{ name: 'types and tooling checks', command: 'npx', args: ['playwright', 'test'], env: { PLAYWRIGHT_LANE: 'tooling' } }],
  // Dots: a line per test from three lanes at once would bury the others' output; failures print whole.
  // The runner loads vitest.config.ts as it is (Vite's bundling loader warns, 450 lines, about
  // what its future native loader will not take: the local service's imports without extensions).
  workerd: [{ name: 'unit and integration (workerd)', command: 'npx', args: ['vitest', 'run', '--configLoader', 'runner', '--reporter=dot'] }],
}
const BROWSERS: Step = {
  name: 'browsers and validators',
  command: 'npx',
  args: ['playwright', 'test'],
  env: { PLAYWRIGHT_LANE: 'site', SITE_UNDER_TEST_RUNNING: '1' },
}

/** Runs a step, its output line by line behind `prefix` (none: as it is). */
function run(step: Step, prefix = ''): Promise<Result> {
  const started = performance.now()
  const child = spawn(step.command, step.args, { env: { ...process.env, ...step.env }, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  const digest = new FailureDigest()
  if (prefix) {
    const print = (line: string) => {
      process.stdout.write(`${prefix}${line}\n`)
      digest.add(line)
    }
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream?.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) print(line)
      })
      stream?.on('end', () => rest && print(rest))
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0
      const failures = ok ? undefined : digest.lines()
      resolve({ name: step.name, seconds: (performance.now() - started) / 1000, ok, failures })
    })
  })
}

async function lane(steps: Step[], prefix: string): Promise<Result[]> {
  const results: Result[] = []
  for (const step of steps) results.push(await run(step, prefix))
  return results
}

/** `npm start` for step 3, on the built client; null (and the reason printed) when it does not answer. */
async function siteUnderTest(): Promise<ChildProcess | null> {
  try {
    return await startSite(SITE_UNDER_TEST_PORTS.site, SITE_UNDER_TEST_PORTS.content, SITE_UNDER_TEST_ENV)
  } catch (error) {
    console.error(`npm test: the site for the browser tests did not start: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}

const started = performance.now()
const results: Result[] = [await run(BUILD)]
if (results[0]?.ok) {
  const site = siteUnderTest()
  const lanes = await Promise.all(Object.entries(LANES).map(([name, steps]) => lane(steps, `[${name}] `)))
  results.push(...lanes.flat())
  const running = await site
  if (running) {
    results.push(await run(BROWSERS))
    await stopSite(running)
  } else results.push({ name: BROWSERS.name, seconds: 0, ok: false })
}
// A log is read from its end (CI shows its last lines): what failed in the lanes, again, before the summary.
for (const { name, failures } of results) {
  if (failures?.length) console.log(`\n${name} failed; what it reported:\n${failures.map((line) => `  ${line}`).join('\n')}`)
}
const width = Math.max(...results.map((result) => result.name.length))
console.log('\nnpm test:')
for (const result of results) console.log(`  ${result.ok ? 'ok    ' : 'FAILED'}  ${result.name.padEnd(width)}  ${result.seconds.toFixed(0).padStart(4)} s`)
console.log(`  ${' '.repeat(8)}${'total'.padEnd(width)}  ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`)
process.exit(results.every((result) => result.ok) && results.length > 1 ? 0 : 1)
