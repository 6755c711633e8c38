// `npm run -s search:misses -- --env <staging|production|local> [--language de]`: the searches
// that found nothing, per language, most missed first, as tab-separated lines (language, times,
// last seen, query). Queries are kept lower-cased with e-mail addresses and phone numbers
// replaced, and nothing about who searched (worker/search/searchMisses.ts).
import { parseArgs } from 'node:util'
import { ENVIRONMENTS, fail, isEnvironment, queryD1 } from './d1/queryD1'

const TOOL = 'search:misses'
const LANGUAGE = /^[a-z]{2}$/

const { values } = parseArgs({ options: { env: { type: 'string' }, language: { type: 'string' } } })
if (!isEnvironment(values.env)) fail(TOOL, `say which database: npm run -s search:misses -- --env <${ENVIRONMENTS.join('|')}> [--language de]`, 2)
if (values.language !== undefined && !LANGUAGE.test(values.language))
  fail(TOOL, `--language takes a language code such as de, not ${JSON.stringify(values.language)}`, 2)
const where = values.language ? `WHERE language = '${values.language}'` : ''
const rows = queryD1(TOOL, values.env, `SELECT language, query, misses, last_seen FROM search_misses ${where} ORDER BY language, misses DESC, last_seen DESC`)
process.stdout.write(
  [
    'language\tmisses\tlast_seen\tquery',
    ...rows.map((row) => [row.language, row.misses, new Date(Number(row.last_seen)).toISOString(), row.query].join('\t')),
  ].join('\n') + '\n',
)
console.error(`${TOOL}: ${rows.length} quer${rows.length === 1 ? 'y' : 'ies'} found nothing.`)
