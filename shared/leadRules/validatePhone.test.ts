import { describe, expect, it } from 'vitest'
import { ANY_PHONE_COUNTRY } from '../../tests/support/anyPhoneCountry'
import { PREFERRED_PHONE_COUNTRIES, defaultPhoneCountry, phoneCountryList, readCountryList } from './phoneCountries'
import { validatePhone } from './validatePhone'

const DACH = { allowed: readCountryList('DE, AT, CH'), ignored: [] }

describe('validatePhone: the phone rules of the validation rules', () => {
  it('accepts a German number typed nationally and exposes what the widget shows', () => {
    const reading = validatePhone('030 1234567', 'DE', ANY_PHONE_COUNTRY)
    expect(reading).toMatchObject({ valid: true, problem: null, country: 'DE', countryCode: '49', nationalNumber: '301234567', e164: '+49301234567' })
    expect(reading.formatted).toBe('+49 30 1234567')
  })

  it('reads an international number as the country its calling code says', () => {
    expect(validatePhone('+33 1 23 45 67 89', 'DE', ANY_PHONE_COUNTRY)).toMatchObject({ valid: true, country: 'FR', countryCode: '33' })
  })

  it('needs a value', () => {
    expect(validatePhone('   ', 'DE', ANY_PHONE_COUNTRY).problem).toBe('REQUIRED')
  })

  it('parse kind NOT_A_NUMBER', () => {
    expect(validatePhone('call me maybe', 'DE', ANY_PHONE_COUNTRY).problem).toBe('NOT_A_NUMBER')
  })

  it('parse kind INVALID_COUNTRY: an unknown calling code', () => {
    expect(validatePhone('+999 1234567', 'DE', ANY_PHONE_COUNTRY).problem).toBe('INVALID_COUNTRY')
  })

  it('parse kind TOO_SHORT: fewer than 2 digits, and a number too short for its country', () => {
    expect(validatePhone('5', 'DE', ANY_PHONE_COUNTRY).problem).toBe('TOO_SHORT')
    expect(validatePhone('+49 30', 'DE', ANY_PHONE_COUNTRY).problem).toBe('TOO_SHORT')
  })

  it('parse kind TOO_LONG: over 17 national digits, and over 250 characters', () => {
    expect(validatePhone('+49 123456789012345678', 'DE', ANY_PHONE_COUNTRY).problem).toBe('TOO_LONG')
    expect(validatePhone(`+49 30 1234567${' '.repeat(250)}1`, 'DE', ANY_PHONE_COUNTRY).problem).toBe('TOO_LONG')
  })

  it("a number that does not match its country's pattern is INVALID", () => {
    // Right length for Germany, but no German number starts with 0 0.
    expect(validatePhone('+49 0012345678', 'DE', ANY_PHONE_COUNTRY).valid).toBe(false)
    expect(validatePhone('+1 123 456 7890', 'US', ANY_PHONE_COUNTRY).problem).toBe('INVALID')
  })

  it('a number from a country the form does not allow is NOT_ALLOWED; allowed ones pass', () => {
    expect(validatePhone('+33 1 23 45 67 89', 'DE', DACH).problem).toBe('NOT_ALLOWED')
    expect(validatePhone('+43 1 5123456', 'DE', DACH)).toMatchObject({ valid: true, country: 'AT' })
    expect(validatePhone('+7 495 123-45-67', 'DE', { allowed: [], ignored: ['RU'] }).problem).toBe('NOT_ALLOWED')
  })
})

describe('phone countries', () => {
  it('lists the 39 preferred European countries first, DE leading', () => {
    expect(PREFERRED_PHONE_COUNTRIES).toHaveLength(39)
    expect(new Set(PREFERRED_PHONE_COUNTRIES).size).toBe(39)
    const list = phoneCountryList(ANY_PHONE_COUNTRY)
    expect(list.slice(0, 39)).toEqual(PREFERRED_PHONE_COUNTRIES)
    expect(list.length).toBeGreaterThan(200)
  })

  it('an allowed list narrows the picker and its default; an ignored list removes countries', () => {
    expect(phoneCountryList(DACH)).toEqual(['DE', 'AT', 'CH'])
    expect(defaultPhoneCountry({ allowed: ['FR', 'BE'], ignored: [] })).toBe('FR')
    expect(phoneCountryList({ allowed: [], ignored: ['DE'] })).not.toContain('DE')
    expect(defaultPhoneCountry(ANY_PHONE_COUNTRY)).toBe('DE')
  })

  it("starts on the visitor's country, else the page language's, else Germany: each only where the form allows it", () => {
    expect(defaultPhoneCountry(ANY_PHONE_COUNTRY, { visitor: 'AT', language: 'de' })).toBe('AT')
    expect(defaultPhoneCountry(ANY_PHONE_COUNTRY, { language: 'pl' })).toBe('PL')
    expect(defaultPhoneCountry(ANY_PHONE_COUNTRY, { language: 'en' })).toBe('DE')
    expect(defaultPhoneCountry(ANY_PHONE_COUNTRY, { visitor: 'ZZ', language: 'xx' })).toBe('DE')
    expect(defaultPhoneCountry(DACH, { visitor: 'FR', language: 'fr' })).toBe('DE')
    expect(defaultPhoneCountry(DACH, { visitor: 'CH', language: 'fr' })).toBe('CH')
  })

  it('reads country lists from content tolerantly', () => {
    expect(readCountryList(' de,at , XX, ch, de')).toEqual(['DE', 'AT', 'CH'])
    expect(readCountryList(['fr', 7, 'be'])).toEqual(['FR', 'BE'])
    expect(readCountryList(null)).toEqual([])
  })
})
