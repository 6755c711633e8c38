import { LANGUAGE_FIELD, LEAD_FIELDS, type LeadFieldName } from './leadFields'

/**
 * D1 `leads` as migrations/0001_leads.sql created it and 0004 added `kind` and `message`, column by
 * column in the table's order, and what each column holds: fixed, as those migrations are.
 * A contact lead's `report_uuid` and `report_slug` name the page its form was sent from.
 */
const FIRST_COLUMNS = {
  id: 'text',
  created_at: 'integer',
  [LANGUAGE_FIELD]: 'text',
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
  /** `report` or `contact` (LeadKind). */
  kind: 'text',
  message: 'text',
} as const

/** A field's column as its migration adds it: a text `TEXT NOT NULL DEFAULT ''`, a checkbox `INTEGER NOT NULL DEFAULT 0`. */
const ADDED_COLUMN = { text: 'text', checkbox: 'integer' } as const

type FieldColumn<Field extends LeadFieldName> = Extract<(typeof LEAD_FIELDS)[Field]['column'], string>
/** The columns of the fields added since: their migrations append them, each as ADDED_COLUMN says. */
type AddedColumns = {
  [Field in LeadFieldName as Exclude<FieldColumn<Field>, keyof typeof FIRST_COLUMNS>]: (typeof ADDED_COLUMN)[(typeof LEAD_FIELDS)[Field]['value']]
}

/**
 * The row of D1 `leads`, column by column in the table's order, and what each column holds: the
 * code's one copy of the table (leadColumns.test.ts holds it to the migrations). The first columns,
 * then the column of every field of LEAD_FIELDS added since, in its order. storeLead's insert and the
 * leads export read it; a lead's fields name their column in LEAD_FIELDS.
 */
export const LEAD_COLUMNS = {
  ...FIRST_COLUMNS,
  ...(Object.fromEntries(
    Object.values(LEAD_FIELDS).flatMap(({ value, column }) => (column === null || Object.hasOwn(FIRST_COLUMNS, column) ? [] : [[column, ADDED_COLUMN[value]]])),
  ) as AddedColumns),
}

export type LeadColumn = keyof typeof LEAD_COLUMNS

interface ColumnValue {
  text: string
  integer: number
  'text or null': string | null
}

/** A whole row of `leads` as D1 stores it. */
export type LeadRow = { [Column in LeadColumn]: ColumnValue[(typeof LEAD_COLUMNS)[Column]] }
