// `npm run deploy:staging` / `npm run deploy:production`: checks that the environment is ready
// (its own Worker name, route, origin, KV and D1, none shared with the other environment; real
// ids, a real https domain and nothing else it answers at, the space id, every secret set, every
// D1 migration applied, no local content service or editor), then builds, type-checks and deploys it.
// `npm run deploy` without an environment deploys nothing.
import { spawnSync } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'
import { unstable_readConfig } from 'wrangler'
import { deployProblems, isPlaceholderId, type DeployedEnvironment } from './deploy/deployProblems'
import { WRANGLER, withProjectBin } from './wrangler/wranglerCommand'

const ENVIRONMENTS = ['staging', 'production']
/** wrangler run by a script: no prompt, no metrics, no banner. */
const WRANGLER_ENV = withProjectBin({ ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' })

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function run(step: string, command: string, args: string[]): void {
  console.log(`\n== ${step}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: WRANGLER_ENV })
  if (result.status !== 0) fail(`\n${step} failed (${[command, ...args].join(' ')}); nothing was deployed.`)
}

/** wrangler's output, or the line that says why it failed. */
function wrangler(args: string[]): { ok: true; output: string } | { ok: false; reason: string } {
  const result = spawnSync(WRANGLER, args, { encoding: 'utf8', env: WRANGLER_ENV })
  if (result.status === 0) return { ok: true, output: result.stdout }
  const lines = stripVTControlCharacters(`${result.stderr}\n${result.stdout}`).split('\n')
  const reason = lines.find((line) => line.includes('ERROR')) ?? lines.filter(Boolean).at(-1) ?? `exit code ${result.status}`
  // wrangler's first sentence says what is wrong; the rest is a link to its docs.
  const [first = reason] = reason
    .replace(/^\W*\[ERROR\]\s*/, '')
    .trim()
    .split(/(?<=\.)\s/)
  return { ok: false, reason: first }
}

/** The secret names set in the environment, or the reason wrangler could not list them. */
function listSecrets(environment: string): string[] | string {
  const answer = wrangler(['secret', 'list', '--env', environment, '--format', 'json'])
  return answer.ok ? (JSON.parse(answer.output) as { name: string }[]).map((secret) => secret.name) : answer.reason
}

/** The migrations of migrations/ the environment's D1 has not applied (wrangler lists them by file name), or why they could not be listed. */
function listPendingMigrations(environment: string, binding: string): string[] | string {
  const answer = wrangler(['d1', 'migrations', 'list', binding, '--env', environment, '--remote'])
  return answer.ok ? [...new Set(stripVTControlCharacters(answer.output).match(/\b\d+_[\w.-]+\.sql\b/g) ?? [])] : answer.reason
}

const environment = process.argv[2]
if (!environment || !ENVIRONMENTS.includes(environment)) {
  fail(
    `Nothing deployed: say which environment.\n  npm run deploy:staging\n  npm run deploy:production\n(they check the environment's ids, domain, secrets and migrations, build, type-check, then deploy; see docs/deploying.md)`,
  )
}

/** An environment of wrangler.toml as wrangler resolves it, with what makes it its own. */
function deployedEnvironment(name: string) {
  const resolved = unstable_readConfig({ config: 'wrangler.toml', env: name })
  const identity: DeployedEnvironment = {
    environment: name,
    name: resolved.name ?? '',
    routes: resolved.routes ?? (resolved.route ? [resolved.route] : []),
    kvNamespaces: resolved.kv_namespaces,
    d1Databases: resolved.d1_databases,
    vars: resolved.vars,
  }
  return { resolved, identity }
}

const { resolved: config, identity } = deployedEnvironment(environment)
const topLevel = unstable_readConfig({ config: 'wrangler.toml' })
const secrets = listSecrets(environment)
const binding = config.d1_databases[0]?.binding
// Listing migrations needs an account that answers and a database that exists: until then the other problems say what to do first.
const d1Ready = config.d1_databases.every((database: { database_id?: string }) => !isPlaceholderId(database.database_id))
const problems = deployProblems({
  ...identity,
  topLevelName: topLevel.name ?? '',
  workersDev: config.workers_dev,
  previewUrls: config.preview_urls,
  others: ENVIRONMENTS.filter((other) => other !== environment).map((other) => deployedEnvironment(other).identity),
  secrets,
  apiToken: Boolean(process.env.CLOUDFLARE_API_TOKEN),
  pendingMigrations: binding && typeof secrets !== 'string' && d1Ready ? listPendingMigrations(environment, binding) : [],
})
if (problems.length > 0) fail(`Not deploying ${environment}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)

run('Build', 'npm', ['run', 'build'])
run('Type check', 'npm', ['run', 'typecheck'])
run('Deploy', 'npx', ['wrangler', 'deploy', '--env', environment])
console.log(`\nDeployed ${environment}. Check it: docs/deploying.md, "After the deploy".`)
