import { describe, expect, it } from 'vitest'
import { ANY_PHONE_COUNTRY } from '../../tests/support/anyPhoneCountry'
import { EMPTY_LEAD_VALUES, type LeadValues } from './leadFields'
import { validateLead } from './validateLead'

const VALID: LeadValues = {
  ...EMPTY_LEAD_VALUES,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  phone: '030 1234567',
  phone_country: 'DE',
  consent: true,
}

describe('validateLead: every field, the same rules in browser and worker', () => {
  it('accepts a complete form', () => {
    expect(validateLead(VALID, ANY_PHONE_COUNTRY)).toMatchObject({ ok: true, errors: {} })
  })

  it('names every missing field, consent included', () => {
    const check = validateLead(EMPTY_LEAD_VALUES, ANY_PHONE_COUNTRY)
    expect(check.ok).toBe(false)
    expect(check.errors).toEqual({
      first_name: 'REQUIRED',
      last_name: 'REQUIRED',
      email: 'REQUIRED',
      company: 'REQUIRED',
      phone: 'REQUIRED',
      consent: 'CONSENT',
    })
  })

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'ada@exa mple.com', 'a<b>@example.com'])('refuses the email %s', (email) => {
    expect(validateLead({ ...VALID, email }, ANY_PHONE_COUNTRY).errors).toEqual({ email: 'EMAIL' })
  })

  it('bounds every text field', () => {
    const long = 'x'.repeat(201)
    expect(
      validateLead({ ...VALID, first_name: long, last_name: long, company: long, email: `${'a'.repeat(250)}@example.com` }, ANY_PHONE_COUNTRY).errors,
    ).toEqual({
      first_name: 'TOO_LONG',
      last_name: 'TOO_LONG',
      company: 'TOO_LONG',
      email: 'TOO_LONG',
    })
  })

  it('refuses control, bidirectional and invisible characters in every text field, and line breaks outside the message', () => {
    const hidden = ['\u0000', '\u0007', '\u001b[2J', '\u0085', '\u202E', '\u2066', '\u200B', '\uFEFF', '\u061C']
    for (const character of hidden) {
      const check = validateLead(
        { ...VALID, first_name: `A${character}da`, company: `Acme${character}Ltd`, email: `ada${character}@example.com` },
        ANY_PHONE_COUNTRY,
      )
      expect(check.errors, JSON.stringify(character)).toEqual({ first_name: 'HIDDEN', company: 'HIDDEN', email: 'HIDDEN' })
    }
    expect(validateLead({ ...VALID, last_name: 'Love\nlace' }, ANY_PHONE_COUNTRY).errors).toEqual({ last_name: 'HIDDEN' })
    const contact = (message: string) => validateLead({ ...VALID, message }, ANY_PHONE_COUNTRY, 'contact').errors
    expect(contact('Two trucks\r\nweekly,\tfrom Hamburg')).toEqual({})
    expect(contact('Two trucks \u202Eweekly')).toEqual({ message: 'HIDDEN' })
    // Letters of every site language, emoji sequences (joiners) and typographic marks are text.
    expect(validateLead({ ...VALID, first_name: 'Ζωή-Łucja Ñoño', last_name: 'Öztürk 👩‍💻', company: '«Logistik» – GmbH & Co. KG' }, ANY_PHONE_COUNTRY).ok).toBe(
      true,
    )
  })

  it('marketing is optional; an unknown or not allowed picker country falls back to the form default', () => {
    expect(validateLead({ ...VALID, marketing: true }, ANY_PHONE_COUNTRY).ok).toBe(true)
    expect(validateLead({ ...VALID, phone_country: 'ZZ' }, ANY_PHONE_COUNTRY).ok).toBe(true)
    expect(validateLead({ ...VALID, phone: '01 23 45 67 89', phone_country: 'FR' }, { allowed: ['DE'], ignored: [] }).errors).toEqual({ phone: 'INVALID' })
  })
})

describe('validateLead: the contact form asks for a message too', () => {
  it('a report’s form ignores the message; the contact form requires it, up to 4,000 characters', () => {
    expect(validateLead({ ...VALID, message: 'x'.repeat(5000) }, ANY_PHONE_COUNTRY).ok).toBe(true)
    expect(validateLead(VALID, ANY_PHONE_COUNTRY, 'contact').errors).toEqual({ message: 'REQUIRED' })
    expect(validateLead({ ...VALID, message: 'x'.repeat(4001) }, ANY_PHONE_COUNTRY, 'contact').errors).toEqual({ message: 'TOO_LONG' })
    expect(validateLead({ ...VALID, message: 'A quote, please.' }, ANY_PHONE_COUNTRY, 'contact').ok).toBe(true)
  })
})
