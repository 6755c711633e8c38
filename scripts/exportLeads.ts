// `npm run leads:export -- --env <staging|production|local>`: prints the leads of D1 as CSV on
// standard output. `local` reads the D1 of `npm start` (its state dir for SITE_PORT, default 8787).
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'

const ENVIRONMENTS = ['staging', 'production', 'local'] as const
type Environment = (typeof ENVIRONMENTS)[number]
const COLUMNS = [
  'id',
  'created_at',
  'language',
  'report_uuid',
  'report_slug',
  'first_name',
  'last_name',
  'email',
  'company',
  'phone',
  'phone_country',
  'consent_contact',
  'consent_version',
  'marketing_opt_in',
  'marketing_version',
  'country_hint',
  'user_agent',
] as const
/** Cells a spreadsheet would run as a formula (CSV injection); phone numbers start with + and are data. */
const FORMULA_START = /^[=+\-@\t\r]/
const RAW_COLUMNS = new Set(['phone'])

function isEnvironment(value: string | undefined): value is Environment {
  return ENVIRONMENTS.includes(value as Environment)
}

function cell(column: string, value: unknown): string {
  let text = value === null || value === undefined ? '' : column === 'created_at' ? new Date(Number(value)).toISOString() : String(value)
  if (!RAW_COLUMNS.has(column) && FORMULA_START.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const { values } = parseArgs({ options: { env: { type: 'string' } } })
if (!isEnvironment(values.env)) {
  console.error(`usage: npm run leads:export -- --env <${ENVIRONMENTS.join('|')}>`)
  process.exit(2)
}
const target =
  values.env === 'local' ? ['--local', '--persist-to', `.wrangler/start-state-${process.env.SITE_PORT ?? 8787}`] : ['--remote', '--env', values.env]
const query = `SELECT ${COLUMNS.join(', ')} FROM leads ORDER BY created_at`
const result = spawnSync('npx', ['wrangler', 'd1', 'execute', 'LEADS', ...target, '--json', '--command', query], {
  encoding: 'utf8',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  maxBuffer: 512 * 1024 * 1024,
})
if (result.status !== 0) {
  console.error(result.stderr || result.stdout)
  process.exit(result.status ?? 1)
}
const [answer] = JSON.parse(result.stdout) as { results: Record<string, unknown>[] }[]
process.stdout.write(COLUMNS.join(',') + '\n')
for (const row of answer?.results ?? []) process.stdout.write(COLUMNS.map((column) => cell(column, row[column])).join(',') + '\n')
