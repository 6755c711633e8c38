import { ParseError, parsePhoneNumberWithError, validatePhoneNumberLength, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max'
import { isAllowedCountry, type PhoneCountryRules } from './phoneCountries'

/** Longer inputs are refused before parsing (the validation rules). */
export const MAX_PHONE_INPUT_CHARS = 250
/** Fewer digits cannot be a number (the validation rules). */
const MIN_PHONE_DIGITS = 2
/** More national digits than this are too long (the validation rules). */
const MAX_NATIONAL_DIGITS = 17
/** The input's `maxlength`, the library's max length of the product constants. */
export const PHONE_INPUT_MAX_LENGTH = 25

/**
 * Why a phone number is not accepted: the library's parse kinds (not a number, invalid
 * country, too short, too long), a number that does not match its country's pattern, a
 * country the form does not allow, or nothing entered.
 */
export type PhoneProblem = 'REQUIRED' | 'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID' | 'NOT_ALLOWED'

/** What the phone widget exposes (the content model). */
export interface PhoneReading {
  valid: boolean
  problem: PhoneProblem | null
  /** The number's country, or the selected one while the number has none. */
  country: CountryCode
  /** Calling code without `+` (`49`). */
  countryCode: string
  /** International format (`+49 30 1234567`); the input as typed while it does not parse. */
  formatted: string
  nationalNumber: string
  /** `+49301234567` when valid. */
  e164: string | null
}

const PARSE_KINDS: Record<string, PhoneProblem> = {
  NOT_A_NUMBER: 'NOT_A_NUMBER',
  INVALID_COUNTRY: 'INVALID_COUNTRY',
  TOO_SHORT: 'TOO_SHORT',
  TOO_LONG: 'TOO_LONG',
  INVALID_LENGTH: 'INVALID',
}

function parse(text: string, selected: CountryCode): PhoneNumber | PhoneProblem {
  try {
    return parsePhoneNumberWithError(text, { defaultCountry: selected })
  } catch (error) {
    if (error instanceof ParseError) return PARSE_KINDS[error.message] ?? 'NOT_A_NUMBER'
    throw error
  }
}

function lengthProblem(phone: PhoneNumber): PhoneProblem {
  const kind = validatePhoneNumberLength(phone.number, phone.country)
  return kind === 'TOO_SHORT' || kind === 'TOO_LONG' ? kind : 'INVALID'
}

/**
 * The phone rules of the validation rules, shared by the browser and the worker. `selected` is the picker's
 * country: a national number is read as that country's, an international one (`+33 …`) as the
 * country its calling code and digits say. Valid only when the number matches its country's
 * pattern and length and that country is allowed by `rules`.
 */
export function validatePhone(input: string, selected: CountryCode, rules: PhoneCountryRules): PhoneReading {
  const text = input.trim()
  const reading = (problem: PhoneProblem, phone?: PhoneNumber): PhoneReading => ({
    valid: false,
    problem,
    country: phone?.country ?? selected,
    countryCode: phone?.countryCallingCode ?? '',
    formatted: phone ? phone.formatInternational() : text,
    nationalNumber: phone?.nationalNumber ?? '',
    e164: null,
  })
  if (text === '') return reading('REQUIRED')
  if (input.length > MAX_PHONE_INPUT_CHARS) return reading('TOO_LONG')
  const digits = text.replace(/\D/g, '').length
  if (digits === 0) return reading('NOT_A_NUMBER')
  if (digits < MIN_PHONE_DIGITS) return reading('TOO_SHORT')
  const phone = parse(text, selected)
  if (typeof phone === 'string') return reading(phone)
  if (phone.nationalNumber.length > MAX_NATIONAL_DIGITS) return reading('TOO_LONG', phone)
  if (!phone.country) return reading(phone.isPossible() ? 'INVALID' : lengthProblem(phone), phone)
  if (!isAllowedCountry(phone.country, rules)) return reading('NOT_ALLOWED', phone)
  if (!phone.isValid()) return reading(phone.isPossible() ? 'INVALID' : lengthProblem(phone), phone)
  return { ...reading('INVALID', phone), valid: true, problem: null, e164: phone.number }
}
