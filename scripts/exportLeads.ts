// `npm run -s leads:export -- --env <staging|production|local> [--out FILE]`: the leads of D1 as
// CSV, header first, on standard output or into FILE (`-s` keeps npm's banner out of the CSV).
// `local` reads the D1 of `npm start`: its state dir for SITE_PORT when set, else the one npm
// start made last. Nothing is created when there is nothing to read.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { LEAD_COLUMNS, type LeadColumn } from '../shared/leadRules/leadColumns'
import { ENVIRONMENTS, fail as failTool, isEnvironment, queryD1 } from './queryD1'

const TOOL = 'leads:export'
/** Every column, in the table's order: the CSV's header. */
const COLUMNS = Object.keys(LEAD_COLUMNS) as LeadColumn[]
/** Cells a spreadsheet would run as a formula (CSV injection); phone numbers start with + and are data. */
const FORMULA_START = /^[=+\-@\t\r]/
const RAW_COLUMNS = new Set<LeadColumn>(['phone'])

function fail(message: string, code = 1): never {
  return failTool(TOOL, message, code)
}

function cell(column: LeadColumn, value: unknown): string {
  let text = value === null || value === undefined ? '' : column === 'created_at' ? new Date(Number(value)).toISOString() : String(value)
  if (!RAW_COLUMNS.has(column) && FORMULA_START.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const { values } = parseArgs({ options: { env: { type: 'string' }, out: { type: 'string' } } })
if (!isEnvironment(values.env)) fail(`say which database: npm run -s leads:export -- --env <${ENVIRONMENTS.join('|')}> [--out leads.csv]`, 2)
const rows = queryD1(TOOL, values.env, `SELECT ${COLUMNS.join(', ')} FROM leads ORDER BY created_at`).map((row) =>
  COLUMNS.map((column) => cell(column, row[column])).join(','),
)
const csv = [COLUMNS.join(','), ...rows].join('\n') + '\n'
if (values.out) {
  writeFileSync(values.out, csv)
  console.error(`leads:export: ${rows.length} lead(s) written to ${values.out}.`)
} else process.stdout.write(csv)
