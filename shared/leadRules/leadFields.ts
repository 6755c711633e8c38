import type { ReportFormMessages } from '../i18n/messages/Messages'
import type { PhoneProblem } from './validatePhone'

/** A text input of the form's grid (LeadForm), shown in LEAD_FIELDS' order. */
interface LeadInput {
  type: 'text' | 'email'
  /** The token that lets a browser fill it in; none where the standard has none. */
  autoComplete?: string
  /** Its label: a word of the form in every catalogue (`{field}_label`), which the settings' `report_form` blok may replace. */
  label: keyof ReportFormMessages
  /** The name of that replacement in Storyblok's editor (reportFormBlock). */
  editorName: string
}

/** What a field is, holds and must be, besides its name. */
interface FieldRule {
  /** Text, or a checkbox read as a boolean: the value's type, how the worker reads it, and its column's type. */
  value: 'text' | 'checkbox'
  /** The column of D1 `leads` that keeps it (LEAD_COLUMNS), null for one never stored. */
  column: string | null
  /** It must be filled in (a checkbox: ticked). */
  required?: true
  /** Most characters it may hold (a message: a long e-mail's worth); a text field with a bound is checked and can be invalid. */
  maxLength?: number
  /** It keeps line breaks and tabs (hiddenCharacters.ts). */
  multiline?: true
  /** Only the contact form asks for it; a report's lead keeps it empty. */
  contactOnly?: true
}

/** A field is one of the form's text inputs, bounded, or a field with a control of its own (phone, message, checkboxes, honeypot). */
type LeadFieldRow = (FieldRule & { input?: never }) | (FieldRule & { value: 'text'; maxLength: number; input: LeadInput })

/**
 * A lead's fields, in the form's order, defined once. The key is the field's name: in the HTML
 * form, the JSON body, LeadValues and the errors. Every list of fields reads this one: the form's
 * inputs, the rules, the values kept through an error, the stored columns and the export, and the
 * settings' words for the inputs' labels (docs/recipes.md, "Add a form field").
 */
export const LEAD_FIELDS = {
  first_name: {
    value: 'text',
    column: 'first_name',
    required: true,
    maxLength: 100,
    input: { type: 'text', autoComplete: 'given-name', label: 'first_name_label', editorName: 'First name label' },
  },
  last_name: {
    value: 'text',
    column: 'last_name',
    required: true,
    maxLength: 100,
    input: { type: 'text', autoComplete: 'family-name', label: 'last_name_label', editorName: 'Last name label' },
  },
  email: {
    value: 'text',
    column: 'email',
    required: true,
    maxLength: 254,
    input: { type: 'email', autoComplete: 'email', label: 'email_label', editorName: 'E-mail label' },
  },
  company: {
    value: 'text',
    column: 'company',
    required: true,
    maxLength: 200,
    input: { type: 'text', autoComplete: 'organization', label: 'company_label', editorName: 'Company label' },
  },
  /** Its own control (LeadPhoneField), checked by validatePhone. */
  phone: { value: 'text', column: 'phone', required: true },
  phone_country: { value: 'text', column: 'phone_country' },
  /** The contact form's message. */
  message: { value: 'text', column: 'message', required: true, maxLength: 4000, multiline: true, contactOnly: true },
  consent: { value: 'checkbox', column: 'consent_contact', required: true },
  marketing: { value: 'checkbox', column: 'marketing_opt_in' },
  /** The honeypot: hidden from people, filled by bots. */
  website: { value: 'text', column: null },
} as const satisfies Record<string, LeadFieldRow>

export type LeadFieldName = keyof typeof LEAD_FIELDS
type Row<Field extends LeadFieldName> = (typeof LEAD_FIELDS)[Field]
/** A field's row, as every field has it: a property its row leaves out reads undefined. */
export const fieldRule = (field: LeadFieldName): LeadFieldRow => LEAD_FIELDS[field]

/** Each field's name, for a form control's `name`: read from LEAD_FIELDS, so a control names a field that exists. */
export const LEAD_FIELD_NAMES = Object.fromEntries(Object.keys(LEAD_FIELDS).map((field) => [field, field])) as { [Field in LeadFieldName]: Field }
type FieldValue<Field extends LeadFieldName> = Row<Field>['value'] extends 'checkbox' ? boolean : string

/** What the visitor typed, as the form holds it (never lost on an error). */
export type LeadValues = { [Field in LeadFieldName]: FieldValue<Field> }

/** The fields a lead keeps: every one with a column. */
export type StoredField = { [Field in LeadFieldName]: Row<Field>['column'] extends null ? never : Field }[LeadFieldName]

/** The page's language travels with the form in a hidden field, and a lead keeps it in the column of the same name (LEAD_COLUMNS). */
export const LANGUAGE_FIELD = 'language'

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

/** The fields a visitor fills in and that can be invalid: each required or bounded one. */
export type CheckedField = { [Field in LeadFieldName]: Row<Field> extends { required: true } | { maxLength: number } ? Field : never }[LeadFieldName]
/** The fields that can be invalid, in the form's order. */
export const CHECKED_FIELDS = (Object.keys(LEAD_FIELDS) as LeadFieldName[]).filter(
  (field) => fieldRule(field).required || fieldRule(field).maxLength !== undefined,
) as readonly CheckedField[]

/** The fields shown as the text inputs of the form's grid. */
type InputField = { [Field in LeadFieldName]: Row<Field> extends { input: LeadInput } ? Field : never }[LeadFieldName]
/** A text input of the form's grid, with its field's name, bound and whether it must be filled in. */
interface LeadInputField extends LeadInput {
  name: InputField
  required: boolean
  maxLength: number
}
/** The form's text inputs, in the form's order: each field of LEAD_FIELDS with an `input`. */
export const LEAD_INPUTS: readonly LeadInputField[] = (Object.keys(LEAD_FIELDS) as LeadFieldName[]).flatMap((field) => {
  const rule = fieldRule(field)
  return rule.input ? [{ ...rule.input, name: field as InputField, required: rule.required ?? false, maxLength: rule.maxLength }] : []
})

/** The forms that leave a lead (the `kind` column tells their leads apart): a gated report's download, and the contact form, which adds a message. */
export type LeadKind = 'report' | 'contact'

/** Whether a form of `kind` asks for `field`: the contact form asks for every field, a report's for all but the contact form's own. */
export function formAsks(kind: LeadKind, field: LeadFieldName): boolean {
  return kind === 'contact' || !fieldRule(field).contactOnly
}

/** Why a field is not accepted. */
/** `HIDDEN`: a control, bidirectional or invisible character (hiddenCharacters.ts). */
export type FieldProblem = 'REQUIRED' | 'TOO_LONG' | 'HIDDEN' | 'EMAIL' | 'CONSENT' | PhoneProblem

export type LeadErrors = Partial<Record<CheckedField, FieldProblem>>
