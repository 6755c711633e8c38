// `npm run deploy:staging` / `npm run deploy:production`: checks that the environment is ready
// (real KV and D1 ids, every secret set, no local content service), then builds, type-checks
// and deploys it. `npm run deploy` without an environment deploys nothing.
import { spawnSync } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'
import { unstable_readConfig } from 'wrangler'
import { deployProblems } from './deployProblems'

const ENVIRONMENTS = ['staging', 'production']

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) fail(`\n${[command, ...args].join(' ')} failed; nothing was deployed.`)
}

/** The secret names set in the environment, or the reason wrangler could not list them. */
function listSecrets(environment: string): string[] | string {
  const result = spawnSync('npx', ['wrangler', 'secret', 'list', '--env', environment, '--format', 'json'], { encoding: 'utf8' })
  if (result.status === 0) return (JSON.parse(result.stdout) as { name: string }[]).map((secret) => secret.name)
  const lines = stripVTControlCharacters(`${result.stderr}\n${result.stdout}`).split('\n')
  return (lines.find((line) => line.includes('ERROR')) ?? lines.filter(Boolean).at(-1) ?? `exit code ${result.status}`).replace(/^\W*\[ERROR\]\s*/, '').trim()
}

const environment = process.argv[2]
if (!environment || !ENVIRONMENTS.includes(environment)) {
  fail(
    `Nothing deployed: say which environment.\n  npm run deploy:staging\n  npm run deploy:production\n(they check the environment's KV/D1 ids and secrets, build, type-check, then deploy; see docs/deploying.md "Deploying")`,
  )
}

const config = unstable_readConfig({ config: 'wrangler.toml', env: environment })
const problems = deployProblems({
  environment,
  kvNamespaces: config.kv_namespaces,
  d1Databases: config.d1_databases,
  vars: config.vars,
  secrets: listSecrets(environment),
})
if (problems.length > 0) fail(`Not deploying ${environment}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)

run('npm', ['run', 'build'])
run('npm', ['run', 'typecheck'])
run('npx', ['wrangler', 'deploy', '--env', environment])
