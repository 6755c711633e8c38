import { LEAD_KINDS, MAX_LENGTHS, type CheckedField, type FieldProblem, type LeadErrors, type LeadKind, type LeadValues } from './leadFields'
import { defaultPhoneCountry, isAllowedCountry, isPhoneCountry, type PhoneCountryHints, type PhoneCountryRules } from './phoneCountries'
import { validatePhone, type PhoneReading } from './validatePhone'
import { holdsHiddenCharacters } from './hiddenCharacters'

/** local@domain.tld: no spaces, one @, a dot in the domain, labels of letters, digits and hyphens. */
const EMAIL = /^[^\s@"(),:;<>[\]\\]{1,64}@(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i

export type LeadCheck = { ok: true; phone: PhoneReading; errors: LeadErrors } | { ok: false; errors: LeadErrors }

function textProblem(value: string, field: keyof typeof MAX_LENGTHS): FieldProblem | null {
  const text = value.trim()
  if (text === '') return 'REQUIRED'
  if (text.length > MAX_LENGTHS[field]) return 'TOO_LONG'
  if (holdsHiddenCharacters(text, field === 'message')) return 'HIDDEN'
  return null
}

/** The picker's country, when it is one the form offers; else the form's default for this visitor and page (defaultPhoneCountry). */
export function selectedPhoneCountry(values: Pick<LeadValues, 'phone_country'>, rules: PhoneCountryRules, hints: PhoneCountryHints = {}) {
  const chosen = values.phone_country.trim().toUpperCase()
  return isPhoneCountry(chosen) && isAllowedCountry(chosen, rules) ? chosen : defaultPhoneCountry(rules, hints)
}

/** Every field's rule, the same in the browser and in the worker; a form of `kind` checks the fields it asks for (a report's has no message). */
export function validateLead(values: LeadValues, rules: PhoneCountryRules, kind: LeadKind = 'report'): LeadCheck {
  const phone = validatePhone(values.phone, selectedPhoneCountry(values, rules), rules)
  const email = textProblem(values.email, 'email') ?? (EMAIL.test(values.email.trim()) ? null : 'EMAIL')
  const problems: Record<CheckedField, FieldProblem | null> = {
    first_name: textProblem(values.first_name, 'first_name'),
    last_name: textProblem(values.last_name, 'last_name'),
    email,
    company: textProblem(values.company, 'company'),
    phone: phone.problem,
    message: textProblem(values.message, 'message'),
    consent: values.consent ? null : 'CONSENT',
  }
  const errors: LeadErrors = {}
  for (const field of LEAD_KINDS[kind]) {
    const problem = problems[field]
    if (problem) errors[field] = problem
  }
  return Object.keys(errors).length === 0 ? { ok: true, phone, errors } : { ok: false, errors }
}
