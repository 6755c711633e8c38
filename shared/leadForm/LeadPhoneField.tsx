import { useMemo } from 'react'
import { NativeSelect } from '../components/combobox/NativeSelect'
import { countryName } from '../components/phone/countryName'
import { PhoneInput } from '../components/phone/PhoneInput'
import { LEAD_FIELD_NAMES } from '../leadRules/leadFields'
import { dialCode, phoneCountryList } from '../leadRules/phoneCountries'
import { problemText } from './reportFormText'
import { MAX_PHONE_INPUT_CHARS, validatePhone } from '../leadRules/validatePhone'
import { leadFieldId } from './leadFieldId'
import { LeadField } from './LeadField'
import type { LeadFormProps } from './LeadFormProps'
import type { LeadFormState } from './useLeadForm'

/**
 * The phone number: the phone widget (country picker with dial codes, formatting as typed) once
 * the form runs in a browser; before that, and without JavaScript, a native country select and a
 * plain `tel` input that post the same fields.
 */
export function LeadPhoneField({ form, language, text, rules }: { form: LeadFormState } & Pick<LeadFormProps, 'language' | 'text' | 'rules'>) {
  const { formId, enhanced, values, country, setCountry, update, errorText, describe } = form
  const countries = useMemo(() => phoneCountryList(rules), [rules])
  const id = leadFieldId(formId, 'phone')
  const reading = validatePhone(values.phone, country, rules)
  return (
    <LeadField id={id} label={text.phone_label} error={errorText('phone')}>
      {enhanced ? (
        <PhoneInput
          id={id}
          value={values.phone}
          country={country}
          rules={rules}
          language={language}
          countryLabel={text.country_label}
          validityMessage={values.phone.trim() && reading.problem ? problemText(text, 'phone', reading.problem) : ''}
          onChange={(phone, next) => {
            update('phone', phone)
            setCountry(next)
          }}
          inputProps={{ required: true, ...describe('phone') }}
        />
      ) : (
        <div className="phone-input">
          <NativeSelect
            name={LEAD_FIELD_NAMES.phone_country}
            label={text.country_label}
            showLabel={false}
            className="phone-input__countries"
            options={countries.map((code) => ({ value: code, label: `${countryName(code, language)} (${dialCode(code)})` }))}
            value={country}
          />
          <input
            id={id}
            className="field__input phone-input__number"
            name={LEAD_FIELD_NAMES.phone}
            type="tel"
            autoComplete="tel"
            required
            maxLength={MAX_PHONE_INPUT_CHARS}
            defaultValue={values.phone}
            {...describe('phone')}
          />
        </div>
      )}
    </LeadField>
  )
}
