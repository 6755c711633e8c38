// One SQL query against the site's D1 (the LEADS binding: leads, and the search misses) for the
// command-line tools (`leads:export`, `search:misses`): on staging or production through
// wrangler, or on `npm start`'s local D1: its state dir for SITE_PORT when set, else the one
// npm start made last. Nothing is created when there is nothing to read.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { isPlaceholderId } from '../deploy/deployProblems'
import { LOCAL_STATE_PREFIX, localLeadsStateDir, newestStateDir } from '../localSite/localLeadsStateDir'
import { WRANGLER, withProjectBin } from '../wrangler/wranglerCommand'
import { wranglerD1 } from '../wrangler/wranglerToml'

export const ENVIRONMENTS = ['staging', 'production', 'local'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

export function isEnvironment(value: string | undefined): value is Environment {
  return ENVIRONMENTS.includes(value as Environment)
}

/** A tool's failure: its name, the message, and the exit code. */
export function fail(tool: string, message: string, code = 1): never {
  console.error(`${tool}: ${message}`)
  process.exit(code)
}

/** The state dir of `npm start`'s local D1: SITE_PORT's, else the newest one npm start made (each start makes its own afresh). */
function localStateDir(tool: string): string {
  const hasD1 = (dir: string) => existsSync(`${dir}/v3/d1`)
  if (process.env.SITE_PORT) {
    const dir = localLeadsStateDir(Number(process.env.SITE_PORT))
    if (!hasD1(dir))
      fail(
        tool,
        `no local leads database for SITE_PORT=${process.env.SITE_PORT} (${dir}): start the site with SITE_PORT=${process.env.SITE_PORT} npm start first.`,
      )
    return dir
  }
  const root = dirname(LOCAL_STATE_PREFIX)
  const dirs = existsSync(root)
    ? readdirSync(root)
        .map((name) => `${root}/${name}`)
        .filter((dir) => dir.startsWith(LOCAL_STATE_PREFIX) && hasD1(dir))
        .map((dir) => ({ dir, mtimeMs: statSync(dir).mtimeMs }))
    : []
  const newest = newestStateDir(tool, dirs) ?? fail(tool, 'no local leads database: npm start makes it.')
  if (newest.note) console.error(newest.note)
  return newest.dir
}

/** A deployed environment's D1 as wrangler.toml names it: refused at once while its id is still the repo's placeholder. */
function remoteDatabase(tool: string, environment: Exclude<Environment, 'local'>): string {
  const database = wranglerD1('LEADS', environment)
  if (!database || isPlaceholderId(database.database_id))
    fail(
      tool,
      `[env.${environment}] of wrangler.toml has no real D1 database for LEADS (its database_id is "${database?.database_id ?? ''}"): create it and put its id there (docs/deploying.md, "2. KV namespaces and D1 databases").`,
    )
  return database.database_name ?? database.database_id ?? 'LEADS'
}

/** What went wrong, in one line: wrangler's own error (its JSON error's text, or its ERROR line) and where it was asked. */
function wranglerFailure(output: string, where: string): string {
  const text = stripVTControlCharacters(output).trim()
  let reason =
    text
      .split('\n')
      .find((line) => line.includes('ERROR'))
      ?.replace(/^\W*\[ERROR\]\s*/, '') ??
    text.split('\n').at(-1) ??
    ''
  try {
    reason = (JSON.parse(text) as { error?: { text?: string } }).error?.text ?? reason
  } catch {
    // Not JSON: wrangler's ERROR line, as read above.
  }
  const network = /fetch failed|ENOTFOUND|ECONNREFUSED|ETIMEDOUT/i.test(reason)
  return network
    ? `${where} could not be reached (wrangler: ${reason}): check the network, and that CLOUDFLARE_API_TOKEN or npx wrangler login gives access to the account.`
    : `${where}: ${reason}`
}

/** The rows one query answers, on an environment's D1. */
export function queryD1(tool: string, environment: Environment, query: string): Record<string, unknown>[] {
  const target = environment === 'local' ? ['--local', '--persist-to', localStateDir(tool)] : ['--remote', '--env', environment]
  const where = environment === 'local' ? 'the local D1' : `D1 database ${remoteDatabase(tool, environment)} of [env.${environment}] on Cloudflare`
  const result = spawnSync(WRANGLER, ['d1', 'execute', 'LEADS', ...target, '--json', '--command', query], {
    encoding: 'utf8',
    env: withProjectBin({ ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' }),
    maxBuffer: 512 * 1024 * 1024,
  })
  if (result.status !== 0) fail(tool, wranglerFailure(result.stderr || result.stdout, where), result.status ?? 1)
  const [answer] = JSON.parse(result.stdout) as { results: Record<string, unknown>[] }[]
  return answer?.results ?? []
}
