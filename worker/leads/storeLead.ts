import { LEAD_COLUMNS, type LeadColumn, type LeadRow } from '../../shared/leadRules/leadColumns'
import { fieldRule, formAsks, LEAD_FIELDS, type LeadFieldName, type LeadKind, type LeadValues, type StoredField } from '../../shared/leadRules/leadFields'

/**
 * A repeat submission (same email, report or page, and message) within this time is the same lead
 * (24 hours: a second try the same day is not a new lead for sales).
 */
const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000

type FieldColumn = NonNullable<(typeof LEAD_FIELDS)[LeadFieldName]['column']>

/** The row's columns the submission fills rather than a field (LEAD_FIELDS names the fields' columns). */
type LeadContext = Omit<LeadRow, FieldColumn | 'id' | 'created_at'>

/** A lead to store: its fields as kept, and the rest of its row. */
export interface LeadRecord {
  fields: Pick<LeadValues, StoredField>
  context: LeadContext
}

/** The fields a lead keeps, in LEAD_FIELDS' order. */
const STORED_FIELDS = (Object.keys(LEAD_FIELDS) as LeadFieldName[]).filter((field): field is StoredField => fieldRule(field).column !== null)

/**
 * A valid form's fields as they are kept: each text trimmed, an e-mail input's lower-cased, the phone as E.164 with
 * the country it was read in, checkboxes as ticked; a field the form of `kind` does not ask for (a report's has no
 * message) is kept empty, whatever a bot sends in it.
 */
export function keptFields(values: LeadValues, phone: { e164: string | null; country: string }, kind: LeadKind): LeadRecord['fields'] {
  const kept: Partial<Record<StoredField, string | boolean>> = {}
  for (const field of STORED_FIELDS) {
    const value = values[field]
    if (field === 'phone') kept[field] = phone.e164 ?? ''
    else if (field === 'phone_country') kept[field] = phone.country
    else if (!formAsks(kind, field)) kept[field] = typeof value === 'boolean' ? false : ''
    else if (typeof value === 'boolean') kept[field] = value
    else kept[field] = fieldRule(field).input?.type === 'email' ? value.trim().toLowerCase() : value.trim()
  }
  return kept as LeadRecord['fields']
}

/** The whole row: each field in its column (a checkbox as 1 or 0), the context, its id and time. */
function leadRow(id: string, now: number, lead: LeadRecord): LeadRow {
  const row: Record<string, string | number | null> = { id, created_at: now, ...lead.context }
  for (const [field, { column }] of Object.entries(LEAD_FIELDS)) {
    if (!column) continue
    const value = lead.fields[field as StoredField]
    row[column] = typeof value === 'boolean' ? Number(value) : value
  }
  return row as LeadRow
}

const COLUMNS = Object.keys(LEAD_COLUMNS) as LeadColumn[]
const LAST = COLUMNS.length
/** A lead of the same email (?1), report or page (?2) and message (?3; a report's is empty) since ?4. */
const REPEAT = (first: number) => `email = ?${first} AND report_uuid = ?${first + 1} AND message = ?${first + 2} AND created_at > ?${first + 3}`
/** The row (?1 to ?n, in COLUMNS' order), unless it repeats a lead (?n+1 to ?n+4). */
const INSERT_UNLESS_REPEAT = `INSERT INTO leads (${COLUMNS.join(', ')})
  SELECT ${COLUMNS.map((_column, index) => `?${index + 1}`).join(', ')}
  WHERE NOT EXISTS (SELECT 1 FROM leads WHERE ${REPEAT(LAST + 1)})`

/** The stored lead's id and whether this submission created it (false: a repeat within 24 hours). */
export interface StoredLead {
  id: string
  created: boolean
}

/**
 * Stores a lead unless the same email asked for the same report (or sent the same message from
 * the same page) within 24 hours, in one D1
 * transaction (a batch): either the row is committed or nothing is written, and the answer
 * names the lead either way. Throws when D1 fails.
 */
export async function storeLead(db: D1Database, lead: LeadRecord, now: number): Promise<StoredLead> {
  const id = crypto.randomUUID()
  const since = now - REPEAT_WINDOW_MS
  const row = leadRow(id, now, lead)
  const [insert, existing] = await db.batch<{ id: string }>([
    db.prepare(INSERT_UNLESS_REPEAT).bind(...COLUMNS.map((column) => row[column]), row.email, row.report_uuid, row.message, since),
    db.prepare(`SELECT id FROM leads WHERE ${REPEAT(1)} ORDER BY created_at LIMIT 1`).bind(row.email, row.report_uuid, row.message, since),
  ])
  const stored = existing?.results[0]?.id
  if (!stored) throw new Error('lead not found after insert')
  return { id: stored, created: (insert?.meta.changes ?? 0) > 0 }
}

/** Whether a report's lead exists: a download is released for stored leads of that report only (never for a contact message). */
export async function leadExists(db: D1Database, id: string, reportSlug: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS found FROM leads WHERE id = ?1 AND report_slug = ?2 AND kind = 'report'").bind(id, reportSlug).first()) !== null
}
