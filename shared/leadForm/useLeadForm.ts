import { useEffect, useState, type FormEvent } from 'react'
import { reportAnalytics } from '../components/shell/siteEvents'
import { CHECKED_FIELDS, EMPTY_LEAD_VALUES, LANGUAGE_FIELD, PAGE_FIELD, type CheckedField, type LeadErrors, type LeadValues } from '../leadRules/leadFields'
import { defaultPhoneCountry, type CountryCode, type PhoneCountryRules } from '../leadRules/phoneCountries'
import { problemText } from './reportFormText'
import { selectedPhoneCountry, validateLead } from '../leadRules/validateLead'
import type { LeadFormViewProps } from './LeadFormProps'
import { leadFieldId } from './leadFieldId'
import { postLead } from './postLead'
import { CONTACT_EVENTS } from './contactEvents'
import { REPORT_EVENTS } from './reportEvents'
import { visitorCountry } from './visitorCountry'

/** Done: stored, with a report's file to download again (the contact form has none). */
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string; retry: boolean } | { kind: 'done'; download: string | null }

/** Starts the download of a same-origin `Content-Disposition: attachment` answer without leaving the page. */
function startDownload(href: string): void {
  const link = document.createElement('a')
  link.href = href
  link.download = ''
  document.body.appendChild(link)
  link.click()
  link.remove()
}

/**
 * The page is cached for every visitor: their own country is asked for once the form runs, and
 * taken while they have chosen none (`chosen`: a returned form's country stays).
 */
function useVisitorPhoneCountry(
  chosen: boolean,
  rules: PhoneCountryRules,
  language: string,
  setCountry: (update: (shown: CountryCode) => CountryCode) => void,
) {
  useEffect(() => {
    if (chosen) return
    let current = true
    void visitorCountry().then((visitor) => {
      if (current && visitor)
        setCountry((shown) =>
          shown === selectedPhoneCountry(EMPTY_LEAD_VALUES, rules, { language }) ? defaultPhoneCountry(rules, { visitor, language }) : shown,
        )
    })
    return () => {
      current = false
    }
  }, [chosen, rules, language, setCountry])
}

/**
 * The lead form's state: its values, phone country, errors and submit status. Until it is
 * mounted in a browser (`enhanced`) the form posts itself; then it validates with the shared
 * rules, posts JSON, moves focus to the first error and keeps every value through failures.
 * Once the lead is stored, `onDone` tells whoever shows the form (the popup drops its intro).
 */
export function useLeadForm({
  action,
  language,
  report,
  text,
  rules,
  contact,
  values: initialValues,
  errors: initialErrors,
  message,
  onDone,
  focusOnMount,
}: LeadFormViewProps) {
  const kind = contact ? 'contact' : 'report'
  const events = contact ? CONTACT_EVENTS : REPORT_EVENTS
  const [enhanced, setEnhanced] = useState(false)
  const [values, setValues] = useState<LeadValues>(() => ({ ...EMPTY_LEAD_VALUES, ...initialValues }))
  const [country, setCountry] = useState<CountryCode>(() => selectedPhoneCountry(initialValues ?? EMPTY_LEAD_VALUES, rules, { language }))
  const [errors, setErrors] = useState<LeadErrors>(initialErrors ?? {})
  const [status, setStatus] = useState<Status>(message ? { kind: 'failed', message, retry: false } : { kind: 'idle' })
  const [focusFirstError, setFocusFirstError] = useState(false)
  const formId = `lead-form-${report}`

  useEffect(() => setEnhanced(true), [])
  useEffect(() => {
    const first = CHECKED_FIELDS[0]
    if (focusOnMount && first) document.getElementById(leadFieldId(formId, first))?.focus()
  }, [focusOnMount, formId])
  useVisitorPhoneCountry(Boolean(initialValues?.phone_country), rules, language, setCountry)
  useEffect(() => {
    if (!focusFirstError) return
    setFocusFirstError(false)
    const first = CHECKED_FIELDS.find((field) => errors[field])
    if (first) document.getElementById(leadFieldId(formId, first))?.focus()
  }, [focusFirstError, errors, formId])

  const update = <K extends keyof LeadValues>(field: K, value: LeadValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const showErrors = (next: LeadErrors) => {
    setStatus({ kind: 'failed', message: text.summary_error, retry: false })
    setErrors(next)
    setFocusFirstError(true)
    reportAnalytics(events.failed, { report, fields: CHECKED_FIELDS.filter((field) => next[field]) })
  }
  const send = async () => {
    setStatus({ kind: 'sending' })
    const page = contact ? { [PAGE_FIELD]: contact.page } : {}
    const result = await postLead(action, { ...values, phone_country: country, [LANGUAGE_FIELD]: language, ...page }, text)
    if (result.kind === 'invalid') return showErrors(result.errors)
    if (result.kind === 'failed') return setStatus(result)
    if (result.download) startDownload(result.download.href)
    setStatus({ kind: 'done', download: result.download?.href ?? null })
    onDone?.()
    reportAnalytics(events.submitted, { report, marketing: values.marketing })
    if (result.download) reportAnalytics(REPORT_EVENTS.downloaded, { report, file_name: result.download.fileName })
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return
    event.preventDefault()
    const check = validateLead({ ...values, phone_country: country }, rules, kind)
    if (check.ok) void send()
    else showErrors(check.errors)
  }
  const errorText = (field: CheckedField) => {
    const problem = errors[field]
    return problem ? problemText(text, field, problem) : undefined
  }
  const describe = (field: CheckedField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${leadFieldId(formId, field)}-error` } : {})
  return { formId, enhanced, values, country, setCountry, errors, status, update, send, onSubmit, errorText, describe }
}

/** What the form's parts read from its state. */
export type LeadFormState = ReturnType<typeof useLeadForm>
