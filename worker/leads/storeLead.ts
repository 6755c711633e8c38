import { LEAD_COLUMNS, type LeadColumn, type LeadRow } from '../../shared/leadRules/leadColumns'
import { LEAD_FIELDS, type LeadFieldName, type LeadValues, type StoredField } from '../../shared/leadRules/leadFields'

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

/**
 * A valid form's fields as they are kept: trimmed, the e-mail lower-cased, the phone as E.164 with
 * the country it was read in; the message only where the form asks for one (a report's has none,
 * and whatever a bot sends in one is not kept).
 */
export function keptFields(values: LeadValues, phone: { e164: string | null; country: string }, withMessage: boolean): LeadRecord['fields'] {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim().toLowerCase(),
    company: values.company.trim(),
    phone: phone.e164 ?? '',
    phone_country: phone.country,
    message: withMessage ? values.message.trim() : '',
    consent: values.consent,
    marketing: values.marketing,
  }
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
