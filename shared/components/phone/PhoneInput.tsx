import { AsYouType, type CountryCode } from 'libphonenumber-js/max'
import { useEffect, useMemo, useRef, type ChangeEvent, type InputHTMLAttributes } from 'react'
import { Select } from '../combobox/Select'
import { LEAD_FIELD_NAMES } from '../../leadRules/leadFields'
import { dialCode, isAllowedCountry, phoneCountryList, type PhoneCountryRules } from '../../leadRules/phoneCountries'
import { PHONE_INPUT_MAX_LENGTH, validatePhone } from '../../leadRules/validatePhone'
import { countryName } from './countryName'

export interface PhoneInputProps {
  id: string
  value: string
  country: CountryCode
  rules: PhoneCountryRules
  language: string
  onChange: (value: string, country: CountryCode) => void
  /** The message of the number's problem ('' when valid): set with setCustomValidity, so the browser's own validation shows it too. */
  validityMessage: string
  countryLabel: string
  inputProps?: InputHTMLAttributes<HTMLInputElement>
}

function CountryBadge({ country }: { country: CountryCode }) {
  return (
    // A 24px box (the product constants: icon size 24; client/styles/leads.css).
    <span className="phone-input__flag" aria-hidden="true">
      {country}
    </span>
  )
}

/**
 * The phone field of the content model and the product constants (libphonenumber-js): international mode (a valid number is
 * shown as `+49 30 1234567`), a country picker showing the dial code (default DE, preferred
 * European countries first, no automatic detection), an empty placeholder, at most 25
 * characters. Typing `+33 …` switches the picker to that country when the form allows it. The form field is named `phone`; the picked
 * country travels as `phone_country`.
 */
export function PhoneInput({ id, value, country, rules, language, onChange, validityMessage, countryLabel, inputProps }: PhoneInputProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const countries = useMemo(() => phoneCountryList(rules), [rules])

  useEffect(() => {
    inputRef.current?.setCustomValidity(validityMessage)
  }, [validityMessage])

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value
    const atEnd = event.target.selectionStart === raw.length
    if (!raw.startsWith('+')) return onChange(raw, country)
    const formatter = new AsYouType()
    const formatted = atEnd ? formatter.input(raw) : raw
    if (!atEnd) formatter.input(raw)
    const detected = formatter.getCountry()
    onChange(formatted, detected && isAllowedCountry(detected, rules) ? detected : country)
  }

  const selectCountry = (next: CountryCode) => {
    const previous = dialCode(country)
    // An international number changes its calling code with the picker; a national one stays as typed.
    if (value.startsWith(previous)) {
      const national = value.slice(previous.length).trim()
      onChange(national ? `${dialCode(next)} ${national}` : '', next)
    } else {
      onChange(value, next)
    }
    inputRef.current?.focus()
  }

  /** International mode: a valid number is shown in international format once the visitor leaves the field. */
  const showInternational = () => {
    const reading = validatePhone(value, country, rules)
    if (reading.valid && reading.formatted !== value) onChange(reading.formatted, reading.country)
  }

  return (
    <div className="phone-input">
      <Select
        items={countries}
        selectedItem={country}
        onSelect={selectCountry}
        itemKey={(item) => item}
        itemText={(item) => countryName(item, language)}
        label={countryLabel}
        showLabel={false}
        className="phone-input__countries"
        renderSelected={(item) => (
          <>
            <CountryBadge country={item} />
            <span className="phone-input__dial">{dialCode(item)}</span>
          </>
        )}
        renderItem={(item) => (
          <>
            <CountryBadge country={item} />
            <span className="phone-input__name">{countryName(item, language)}</span>
            <span className="phone-input__dial">{dialCode(item)}</span>
          </>
        )}
      />
      <input type="hidden" name={LEAD_FIELD_NAMES.phone_country} value={country} />
      <input
        {...inputProps}
        ref={inputRef}
        id={id}
        name={LEAD_FIELD_NAMES.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder=""
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={value}
        onChange={onInput}
        onBlur={showInternational}
        className="field__input phone-input__number"
      />
    </div>
  )
}
