import { LEAD_COLUMNS, type LeadColumn } from '../../shared/leadRules/leadColumns'
import { HIDDEN_CHARACTERS } from '../../shared/leadRules/hiddenCharacters'

/** Every column, in the table's order: the CSV's header (a report's leads and contact messages alike, told apart by `kind`). */
const COLUMNS = Object.keys(LEAD_COLUMNS) as LeadColumn[]
/**
 * A formula's first character at the start of the cell or of anything a spreadsheet may split it
 * into (Excel in a European locale splits on `;`, others on `,`, `|` or tabs, and a line break
 * starts a row): `Max;=1+1;` would run `=1+1`. Phone numbers start with + and are data (E.164).
 */
const FORMULA = /(^|[,;|\t\n\r])\s*[=+\-@]/
const RAW_COLUMNS = new Set<LeadColumn>(['phone'])
/** Stripped from every cell: what no field takes now (hiddenCharacters.ts), from leads stored before the rule, and any escape a terminal would run. */
const HIDDEN = new RegExp(HIDDEN_CHARACTERS, 'g')

/** Always quoted: no separator inside a cell splits it. */
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`

/** One cell: its text without hidden characters, with a leading `'` where a spreadsheet could read a formula anywhere in it, so it stays text. */
function cell(column: LeadColumn, value: unknown): string {
  const raw = value === null || value === undefined ? '' : column === 'created_at' ? new Date(Number(value)).toISOString() : String(value)
  const text = raw.replace(HIDDEN, '')
  return quoted(!RAW_COLUMNS.has(column) && FORMULA.test(text) ? `'${text}` : text)
}

/** The `SELECT` that reads every lead for the export, oldest first. */
export const LEADS_QUERY = `SELECT ${COLUMNS.join(', ')} FROM leads ORDER BY created_at`

/** Leads as CSV: the header, then one line per row, every cell quoted; no cell can run as a formula or reach a terminal as an escape. */
export function leadsCsv(rows: readonly Record<string, unknown>[]): string {
  const lines = rows.map((row) => COLUMNS.map((column) => cell(column, row[column])).join(','))
  return [COLUMNS.map(quoted).join(','), ...lines].join('\n') + '\n'
}
