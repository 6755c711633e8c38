import { CHECKED_FIELDS, fieldRule, formAsks, type CheckedField, type FieldProblem, type LeadErrors, type LeadKind, type LeadValues } from './leadFields'
import { defaultPhoneCountry, isAllowedCountry, isPhoneCountry, type PhoneCountryHints, type PhoneCountryRules } from './phoneCountries'
import { validatePhone, type PhoneReading } from './validatePhone'
import { holdsHiddenCharacters } from './hiddenCharacters'

/** local@domain.tld: no spaces, one @, a dot in the domain, labels of letters, digits and hyphens. */
const EMAIL = /^[^\s@"(),:;<>[\]\\]{1,64}@(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i

export type LeadCheck = { ok: true; phone: PhoneReading; errors: LeadErrors } | { ok: false; errors: LeadErrors }

/**
 * A field's problem, by its row of LEAD_FIELDS: the phone's is validatePhone's; a checkbox that must be ticked and is not
 * is `CONSENT`; a text is required, bounded, on one line unless multiline, and an e-mail input's an address.
 */
function fieldProblem(field: CheckedField, values: LeadValues, phone: PhoneReading): FieldProblem | null {
  if (field === 'phone') return phone.problem
  const { required, maxLength = Infinity, multiline = false, input } = fieldRule(field)
  const value = values[field]
  if (typeof value === 'boolean') return value || !required ? null : 'CONSENT'
  const text = value.trim()
  if (text === '') return required ? 'REQUIRED' : null
  if (text.length > maxLength) return 'TOO_LONG'
  if (holdsHiddenCharacters(text, multiline)) return 'HIDDEN'
  if (input?.type === 'email' && !EMAIL.test(text)) return 'EMAIL'
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
  const errors: LeadErrors = {}
  for (const field of CHECKED_FIELDS) {
    const problem = formAsks(kind, field) ? fieldProblem(field, values, phone) : null
    if (problem) errors[field] = problem
  }
  return Object.keys(errors).length === 0 ? { ok: true, phone, errors } : { ok: false, errors }
}
