import { LEAD_COLUMNS, type LeadColumn } from '../shared/leadRules/leadColumns'

/** Every column, in the table's order: the CSV's header (a report's leads and contact messages alike, told apart by `kind`). */
const COLUMNS = Object.keys(LEAD_COLUMNS) as LeadColumn[]
/** Cells a spreadsheet would run as a formula (CSV injection); phone numbers start with + and are data. */
const FORMULA_START = /^[=+\-@\t\r]/
const RAW_COLUMNS = new Set<LeadColumn>(['phone'])

function cell(column: LeadColumn, value: unknown): string {
  let text = value === null || value === undefined ? '' : column === 'created_at' ? new Date(Number(value)).toISOString() : String(value)
  if (!RAW_COLUMNS.has(column) && FORMULA_START.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The `SELECT` that reads every lead for the export, oldest first. */
export const LEADS_QUERY = `SELECT ${COLUMNS.join(', ')} FROM leads ORDER BY created_at`

/** Leads as CSV: the header, then one line per row; a message's line breaks and quotes are quoted, and no cell can run as a formula. */
export function leadsCsv(rows: readonly Record<string, unknown>[]): string {
  const lines = rows.map((row) => COLUMNS.map((column) => cell(column, row[column])).join(','))
  return [COLUMNS.join(','), ...lines].join('\n') + '\n'
}
