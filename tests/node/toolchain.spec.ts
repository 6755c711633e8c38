import { expect, test } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

// The project's Node (docs/decisions/node-24-toolchain.md): `.node-version` names it, package.json
// brings it for the machine's platform, and the scripts run on it whatever Node the machine has.

const ROOT = path.resolve(import.meta.dirname, '../..')
const nodeVersion = readFileSync(path.join(ROOT, '.node-version'), 'utf8').trim()
const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string }
  optionalDependencies: Record<string, string>
}

test('package.json brings the Node that .node-version names, for every platform it lists', () => {
  const brought = Object.entries(packageJson.optionalDependencies).filter(([name]) => /^node-(linux|darwin|win)-/.test(name))
  expect(brought.length).toBeGreaterThan(0)
  expect(Object.fromEntries(brought)).toEqual(Object.fromEntries(brought.map(([name]) => [name, nodeVersion])))
  expect(packageJson.engines.node).toMatch(new RegExp(`^>=${nodeVersion.split('.')[0]}\\.`))
})

test('the tests, and every npm script, run on that Node', () => {
  expect(process.version).toBe(`v${nodeVersion}`)
  // A script npm starts as `npm start` and `npm test` are started from a shell: npm on the machine's
  // own PATH (and Node), without the project's node_modules/.bin.
  const machinePath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !entry.includes(`node_modules${path.sep}.bin`))
    .join(path.delimiter)
  const script = spawnSync('npm', ['exec', '--', 'node', '--version'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PATH: machinePath } })
  expect(script.stdout.trim()).toBe(`v${nodeVersion}`)
})
