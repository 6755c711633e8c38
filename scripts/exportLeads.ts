// `npm run -s leads:export -- --env <staging|production|local> [--out FILE]`: the leads of D1 as
// CSV, header first, on standard output or into FILE (`-s` keeps npm's banner out of the CSV).
// `local` reads the D1 of `npm start`: its state dir for SITE_PORT when set, else the one npm
// start made last. Nothing is created when there is nothing to read.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { LEAD_COLUMNS, type LeadColumn } from '../shared/leadRules/leadColumns'
import { LOCAL_STATE_PREFIX, localLeadsStateDir } from './localLeadsStateDir'

const ENVIRONMENTS = ['staging', 'production', 'local'] as const
type Environment = (typeof ENVIRONMENTS)[number]
/** Every column, in the table's order: the CSV's header. */
const COLUMNS = Object.keys(LEAD_COLUMNS) as LeadColumn[]
/** Cells a spreadsheet would run as a formula (CSV injection); phone numbers start with + and are data. */
const FORMULA_START = /^[=+\-@\t\r]/
const RAW_COLUMNS = new Set<LeadColumn>(['phone'])

function isEnvironment(value: string | undefined): value is Environment {
  return ENVIRONMENTS.includes(value as Environment)
}

function fail(message: string, code = 1): never {
  console.error(`leads:export: ${message}`)
  process.exit(code)
}

function cell(column: LeadColumn, value: unknown): string {
  let text = value === null || value === undefined ? '' : column === 'created_at' ? new Date(Number(value)).toISOString() : String(value)
  if (!RAW_COLUMNS.has(column) && FORMULA_START.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The state dir of `npm start`'s local D1: SITE_PORT's, else the newest one npm start made (each start makes its own afresh). */
function localStateDir(): string {
  const hasD1 = (dir: string) => existsSync(`${dir}/v3/d1`)
  if (process.env.SITE_PORT) {
    const dir = localLeadsStateDir(Number(process.env.SITE_PORT))
    if (!hasD1(dir))
      fail(`no local leads database for SITE_PORT=${process.env.SITE_PORT} (${dir}): start the site with SITE_PORT=${process.env.SITE_PORT} npm start first.`)
    return dir
  }
  const root = dirname(LOCAL_STATE_PREFIX)
  const dirs = existsSync(root)
    ? readdirSync(root)
        .map((name) => `${root}/${name}`)
        .filter((dir) => dir.startsWith(LOCAL_STATE_PREFIX) && hasD1(dir))
    : []
  if (dirs.length === 0) fail('no local leads database: npm start makes it (a lead arrives when a report form is sent on the local site).')
  const newest = dirs.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0] as string
  if (dirs.length > 1) console.error(`leads:export: reading ${newest}, the newest of ${dirs.length} local sites (SITE_PORT=<port> chooses another).`)
  return newest
}

const { values } = parseArgs({ options: { env: { type: 'string' }, out: { type: 'string' } } })
if (!isEnvironment(values.env)) fail(`say which database: npm run -s leads:export -- --env <${ENVIRONMENTS.join('|')}> [--out leads.csv]`, 2)
const target = values.env === 'local' ? ['--local', '--persist-to', localStateDir()] : ['--remote', '--env', values.env]
const query = `SELECT ${COLUMNS.join(', ')} FROM leads ORDER BY created_at`
const result = spawnSync('npx', ['wrangler', 'd1', 'execute', 'LEADS', ...target, '--json', '--command', query], {
  encoding: 'utf8',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' },
  maxBuffer: 512 * 1024 * 1024,
})
if (result.status !== 0) fail((result.stderr || result.stdout).trim(), result.status ?? 1)
const [answer] = JSON.parse(result.stdout) as { results: Record<string, unknown>[] }[]
const rows = (answer?.results ?? []).map((row) => COLUMNS.map((column) => cell(column, row[column])).join(','))
const csv = [COLUMNS.join(','), ...rows].join('\n') + '\n'
if (values.out) {
  writeFileSync(values.out, csv)
  console.error(`leads:export: ${rows.length} lead(s) written to ${values.out}.`)
} else process.stdout.write(csv)
