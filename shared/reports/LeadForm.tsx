import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react'
import { NativeSelect } from '../components/combobox/NativeSelect'
import { PhoneInput } from '../components/phone/PhoneInput'
import { countryName } from '../components/phone/countryName'
import { showToast, reportAnalytics } from '../components/shell/siteEvents'
import { useIslandText } from '../i18n/IslandTextContext'
import { CHECKED_FIELDS, EMPTY_LEAD_VALUES, LEAD_FIELDS, MAX_LENGTHS, type CheckedField, type LeadErrors, type LeadValues } from '../leads/leadFields'
import { dialCode, phoneCountryList, type CountryCode, type PhoneCountryRules } from '../leads/phoneCountries'
import { problemText, type ReportFormText } from '../leads/reportFormText'
import { selectedPhoneCountry, validateLead } from '../leads/validateLead'
import { validatePhone } from '../leads/validatePhone'
import { REPORT_EVENTS } from './reportEvents'
import type { LeadAnswer } from './LeadAnswer'

export interface LeadFormProps {
  /** `POST /api/reports/{slug}/download`. */
  action: string
  language: string
  /** The report's slug, for analytics. */
  report: string
  text: ReportFormText
  rules: PhoneCountryRules
  /** What a visitor sent without JavaScript, back with its errors (the 422 page). */
  values?: LeadValues
  errors?: LeadErrors
  /** A message about the whole form (the 422 page's summary). */
  message?: string
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string; retry: boolean } | { kind: 'done'; download: string }

const TEXT_FIELDS = [
  { name: 'first_name', label: 'first_name_label', autoComplete: 'given-name', type: 'text' },
  { name: 'last_name', label: 'last_name_label', autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'email_label', autoComplete: 'email', type: 'email' },
  { name: 'company', label: 'company_label', autoComplete: 'organization', type: 'text' },
] as const

function fieldId(form: string, field: string): string {
  return `${form}-${field}`
}

/** Starts the download of a same-origin `Content-Disposition: attachment` answer without leaving the page. */
function startDownload(href: string): void {
  const link = document.createElement('a')
  link.href = href
  link.download = ''
  document.body.appendChild(link)
  link.click()
  link.remove()
}

function Field({ id, label, error, children }: { id: string; label: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The gated-download form. Rendered by the server it is a plain HTML form that posts to the
 * worker (no JavaScript needed: errors come back as a 422 page, success is a 303 to the
 * file). Once mounted in a browser it validates with the same rules, posts JSON, starts the
 * download and keeps every value through errors, network failures and closing the modal.
 */
export function LeadForm({ action, language, report, text, rules, values: initialValues, errors: initialErrors, message }: LeadFormProps) {
  const { website } = useIslandText()
  const [enhanced, setEnhanced] = useState(false)
  const [values, setValues] = useState<LeadValues>(() => ({ ...EMPTY_LEAD_VALUES, ...initialValues }))
  const [country, setCountry] = useState<CountryCode>(() => selectedPhoneCountry(initialValues ?? EMPTY_LEAD_VALUES, rules))
  const [errors, setErrors] = useState<LeadErrors>(initialErrors ?? {})
  const [status, setStatus] = useState<Status>(message ? { kind: 'failed', message, retry: false } : { kind: 'idle' })
  const [focusFirstError, setFocusFirstError] = useState(false)
  const formId = `lead-form-${report}`
  const countries = useMemo(() => phoneCountryList(rules), [rules])

  useEffect(() => setEnhanced(true), [])
  useEffect(() => {
    if (!focusFirstError) return
    setFocusFirstError(false)
    const first = CHECKED_FIELDS.find((field) => errors[field])
    if (first) document.getElementById(fieldId(formId, first))?.focus()
  }, [focusFirstError, errors, formId])

  const phoneReading = validatePhone(values.phone, country, rules)
  const errorText = (field: CheckedField) => {
    const problem = errors[field]
    return problem ? problemText(text, field, problem) : undefined
  }
  const describe = (field: CheckedField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(formId, field)}-error` } : {})
  const update = <K extends keyof LeadValues>(field: K, value: LeadValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const showErrors = (next: LeadErrors) => {
    setErrors(next)
    setFocusFirstError(true)
    reportAnalytics(REPORT_EVENTS.failed, { report, fields: CHECKED_FIELDS.filter((field) => next[field]) })
  }

  const send = async () => {
    const body = { ...values, phone_country: country, language }
    setStatus({ kind: 'sending' })
    let response: Response
    try {
      response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      })
    } catch {
      setStatus({ kind: 'failed', message: text.network_error, retry: true })
      return
    }
    const answer = (await response.json().catch(() => ({}))) as LeadAnswer
    if (response.ok && 'download' in answer) {
      startDownload(answer.download)
      setStatus({ kind: 'done', download: answer.download })
      showToast(text.toast_text)
      reportAnalytics(REPORT_EVENTS.submitted, { report, marketing: values.marketing })
      reportAnalytics(REPORT_EVENTS.downloaded, { report, file_name: answer.file_name })
    } else if ('errors' in answer) {
      setStatus({ kind: 'failed', message: text.summary_error, retry: false })
      showErrors(answer.errors)
    } else {
      const retry = response.status >= 500
      const messages: Record<number, string> = { 404: text.not_found_error, 429: text.rate_limit_error }
      setStatus({ kind: 'failed', message: messages[response.status] ?? (retry ? text.saving_error : text.network_error), retry })
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return
    event.preventDefault()
    const check = validateLead({ ...values, phone_country: country }, rules)
    if (!check.ok) {
      setStatus({ kind: 'failed', message: text.summary_error, retry: false })
      showErrors(check.errors)
      return
    }
    void send()
  }

  if (status.kind === 'done') {
    return (
      <div className="lead-form__done" role="status">
        <h3 className="lead-form__done-title">{text.success_title}</h3>
        <p>{text.success_text}</p>
        <a className="btn btn--orange" href={status.download} download>
          {text.download_again_label}
        </a>
      </div>
    )
  }

  const consentId = fieldId(formId, 'consent')
  return (
    <form
      className="lead-form"
      method="post"
      action={action}
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-describedby={status.kind === 'failed' ? `${formId}-status` : undefined}
    >
      <input type="hidden" name={LEAD_FIELDS.language} value={language} />
      <div className="lead-form__grid">
        {TEXT_FIELDS.map((field) => (
          <Field key={field.name} id={fieldId(formId, field.name)} label={text[field.label]} error={errorText(field.name)}>
            <input
              id={fieldId(formId, field.name)}
              className="field__input"
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              maxLength={MAX_LENGTHS[field.name]}
              value={values[field.name]}
              onChange={(event) => update(field.name, event.target.value)}
              {...describe(field.name)}
            />
          </Field>
        ))}
      </div>
      <Field id={fieldId(formId, 'phone')} label={text.phone_label} error={errorText('phone')}>
        {enhanced ? (
          <PhoneInput
            id={fieldId(formId, 'phone')}
            value={values.phone}
            country={country}
            rules={rules}
            language={language}
            countryLabel={text.country_label}
            validityMessage={values.phone.trim() && phoneReading.problem ? problemText(text, 'phone', phoneReading.problem) : ''}
            onChange={(phone, next) => {
              update('phone', phone)
              setCountry(next)
            }}
            inputProps={{ required: true, ...describe('phone') }}
          />
        ) : (
          <div className="phone-input">
            <NativeSelect
              name={LEAD_FIELDS.phoneCountry}
              label={text.country_label}
              showLabel={false}
              className="phone-input__countries"
              options={countries.map((code) => ({ value: code, label: `${countryName(code, language)} (${dialCode(code)})` }))}
              value={country}
            />
            <input
              id={fieldId(formId, 'phone')}
              className="field__input phone-input__number"
              name={LEAD_FIELDS.phone}
              type="tel"
              autoComplete="tel"
              required
              maxLength={250}
              defaultValue={values.phone}
              {...describe('phone')}
            />
          </div>
        )}
      </Field>
      <div className={['field', 'field--check', errors.consent ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <input
          id={consentId}
          type="checkbox"
          name={LEAD_FIELDS.consent}
          value="on"
          required
          checked={values.consent}
          onChange={(event) => update('consent', event.target.checked)}
          {...describe('consent')}
        />
        <label htmlFor={consentId}>
          {text.consent_label}{' '}
          {text.privacy_href ? (
            <a href={text.privacy_href} target="_blank" rel="noopener">
              {text.privacy_link_text}
            </a>
          ) : (
            text.privacy_link_text
          )}
        </label>
        {errors.consent ? (
          <p className="field__error" id={`${consentId}-error`}>
            {errorText('consent')}
          </p>
        ) : null}
      </div>
      <div className="field field--check">
        <input
          id={fieldId(formId, 'marketing')}
          type="checkbox"
          name={LEAD_FIELDS.marketing}
          value="on"
          checked={values.marketing}
          onChange={(event) => update('marketing', event.target.checked)}
        />
        <label htmlFor={fieldId(formId, 'marketing')}>{text.marketing_label}</label>
      </div>
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={fieldId(formId, 'website')}>{website}</label>
        <input
          id={fieldId(formId, 'website')}
          name={LEAD_FIELDS.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => update('website', event.target.value)}
        />
      </div>
      {status.kind === 'failed' ? (
        <div className="lead-form__status" id={`${formId}-status`} role="alert">
          <p>{status.message}</p>
          {status.retry ? (
            <button type="button" className="btn btn--white" onClick={() => void send()}>
              {text.retry_label}
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="btn btn--orange lead-form__submit" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? text.submitting_label : text.submit_label}
      </button>
    </form>
  )
}
