/**
 * The row of D1 `leads`, column by column in the table's order, and what each column holds
 * (migrations/0001_leads.sql creates it, 0004 adds `kind` and `message`; this is the code's one copy).
 * A contact lead's `report_uuid` and `report_slug` name the page its form was sent from. storeLead's insert and
 * the leads export read it; a lead's fields name their column in LEAD_FIELDS.
 */
export const LEAD_COLUMNS = {
  id: 'text',
  created_at: 'integer',
  language: 'text',
  report_uuid: 'text',
  report_slug: 'text',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  company: 'text',
  phone: 'text',
  phone_country: 'text',
  consent_contact: 'integer',
  consent_version: 'text',
  marketing_opt_in: 'integer',
  marketing_version: 'text',
  country_hint: 'text or null',
  user_agent: 'text or null',
  /** `report` or `contact` (LEAD_KINDS). */
  kind: 'text',
  message: 'text',
} as const

export type LeadColumn = keyof typeof LEAD_COLUMNS

interface ColumnValue {
  text: string
  integer: number
  'text or null': string | null
}

/** A whole row of `leads` as D1 stores it. */
export type LeadRow = { [Column in LeadColumn]: ColumnValue[(typeof LEAD_COLUMNS)[Column]] }
