import type { LeadColumn } from './leadColumns'
import type { PhoneProblem } from './validatePhone'

/**
 * A lead's fields, in the form's order, defined once. The key is the field's name: in the HTML
 * form, the JSON body, LeadValues and the errors. `value` says what it holds (text, or a checkbox
 * read as a boolean); `column` is the column of D1 `leads` that keeps it (LEAD_COLUMNS), null for
 * the honeypot, which is never stored.
 */
export const LEAD_FIELDS = {
  first_name: { value: 'text', column: 'first_name' },
  last_name: { value: 'text', column: 'last_name' },
  email: { value: 'text', column: 'email' },
  company: { value: 'text', column: 'company' },
  phone: { value: 'text', column: 'phone' },
  phone_country: { value: 'text', column: 'phone_country' },
  /** The contact form's message; a report's lead keeps it empty. */
  message: { value: 'text', column: 'message' },
  consent: { value: 'checkbox', column: 'consent_contact' },
  marketing: { value: 'checkbox', column: 'marketing_opt_in' },
  /** The honeypot: hidden from people, filled by bots. */
  website: { value: 'text', column: null },
} as const satisfies Record<string, { value: 'text' | 'checkbox'; column: LeadColumn | null }>

export type LeadFieldName = keyof typeof LEAD_FIELDS

/** Each field's name, for a form control's `name`: read from LEAD_FIELDS, so a control names a field that exists. */
export const LEAD_FIELD_NAMES = Object.fromEntries(Object.keys(LEAD_FIELDS).map((field) => [field, field])) as { [Field in LeadFieldName]: Field }
type FieldValue<Field extends LeadFieldName> = (typeof LEAD_FIELDS)[Field]['value'] extends 'checkbox' ? boolean : string

/** What the visitor typed, as the form holds it (never lost on an error). */
export type LeadValues = { [Field in LeadFieldName]: FieldValue<Field> }

/** The fields a lead keeps: every one with a column. */
export type StoredField = { [Field in LeadFieldName]: (typeof LEAD_FIELDS)[Field]['column'] extends null ? never : Field }[LeadFieldName]

/** The page's language travels with the form in a hidden field, and a lead keeps it in the column of the same name. */
export const LANGUAGE_FIELD = 'language' satisfies LeadColumn

/** A value for every field, each read as its kind of value says. */
export function readLeadFields(read: { text: (field: LeadFieldName) => string; checkbox: (field: LeadFieldName) => boolean }): LeadValues {
  const values: Partial<Record<LeadFieldName, string | boolean>> = {}
  for (const [field, { value }] of Object.entries(LEAD_FIELDS)) values[field as LeadFieldName] = read[value](field as LeadFieldName)
  return values as LeadValues
}

/** The form before anything is typed. */
export const EMPTY_LEAD_VALUES: LeadValues = readLeadFields({ text: () => '', checkbox: () => false })

/** The page a contact form sits on (its address below the language prefix, `/contact`) travels with it in a hidden field: the worker shows that page again. */
export const PAGE_FIELD = 'page'

/** The fields a visitor fills in and that can be invalid, in the form's order. */
export const CHECKED_FIELDS = ['first_name', 'last_name', 'email', 'company', 'phone', 'message', 'consent'] as const satisfies readonly LeadFieldName[]
export type CheckedField = (typeof CHECKED_FIELDS)[number]

/**
 * The forms that leave a lead, each with the fields it asks for (the `kind` column tells their
 * leads apart): a gated report's download, and the contact form, which adds a message.
 */
export const LEAD_KINDS = {
  report: ['first_name', 'last_name', 'email', 'company', 'phone', 'consent'],
  contact: CHECKED_FIELDS,
} as const satisfies Record<string, readonly CheckedField[]>
export type LeadKind = keyof typeof LEAD_KINDS

/** Most characters a text field may hold (a message: a long e-mail's worth). */
export const MAX_LENGTHS = { first_name: 100, last_name: 100, email: 254, company: 200, message: 4000 } as const satisfies Partial<
  Record<LeadFieldName, number>
>

/** Why a field is not accepted. */
/** `HIDDEN`: a control, bidirectional or invisible character (hiddenCharacters.ts). */
export type FieldProblem = 'REQUIRED' | 'TOO_LONG' | 'HIDDEN' | 'EMAIL' | 'CONSENT' | PhoneProblem

export type LeadErrors = Partial<Record<CheckedField, FieldProblem>>
