import type { PhoneProblem } from './validatePhone'

/** The form's field names, the same in the HTML form, the JSON body and the server's checks. */
export const LEAD_FIELDS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  company: 'company',
  phone: 'phone',
  phoneCountry: 'phone_country',
  consent: 'consent',
  marketing: 'marketing',
  language: 'language',
  /** The honeypot: hidden from people, filled by bots. */
  honeypot: 'website',
} as const

/** The fields a visitor fills in and that can be invalid, in the form's order. */
export const CHECKED_FIELDS = ['first_name', 'last_name', 'email', 'company', 'phone', 'consent'] as const
export type CheckedField = (typeof CHECKED_FIELDS)[number]

/** Most characters a text field may hold. */
export const MAX_LENGTHS = { first_name: 100, last_name: 100, email: 254, company: 200 } as const

/** Why a field is not accepted. */
export type FieldProblem = 'REQUIRED' | 'TOO_LONG' | 'EMAIL' | 'CONSENT' | PhoneProblem

export type LeadErrors = Partial<Record<CheckedField, FieldProblem>>

/** What the visitor typed, as the form holds it (never lost on an error). */
export interface LeadValues {
  first_name: string
  last_name: string
  email: string
  company: string
  phone: string
  phone_country: string
  consent: boolean
  marketing: boolean
  website: string
}

export const EMPTY_LEAD_VALUES: LeadValues = {
  first_name: '',
  last_name: '',
  email: '',
  company: '',
  phone: '',
  phone_country: '',
  consent: false,
  marketing: false,
  website: '',
}
