// `npm run -s leads:export -- --env <staging|production|local> [--out FILE]`: the leads of D1 (reports' and contact messages) as
// CSV, header first, on standard output or into FILE (`-s` keeps npm's banner out of the CSV).
// `local` reads the D1 of `npm start`: its state dir for SITE_PORT when set, else the one npm
// start made last. Nothing is created when there is nothing to read.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { leadsCsv, LEADS_QUERY } from './d1/leadsCsv'
import { ENVIRONMENTS, fail as failTool, isEnvironment, queryD1 } from './d1/queryD1'

const TOOL = 'leads:export'

function fail(message: string, code = 1): never {
  return failTool(TOOL, message, code)
}

const { values } = parseArgs({ options: { env: { type: 'string' }, out: { type: 'string' } } })
if (!isEnvironment(values.env)) fail(`say which database: npm run -s leads:export -- --env <${ENVIRONMENTS.join('|')}> [--out leads.csv]`, 2)
const rows = queryD1(TOOL, values.env, LEADS_QUERY)
const csv = leadsCsv(rows)
if (values.out) {
  writeFileSync(values.out, csv)
  console.error(`leads:export: ${rows.length} lead(s) written to ${values.out}.`)
} else process.stdout.write(csv)
