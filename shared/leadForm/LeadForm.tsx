import { useIslandText } from '../i18n/IslandTextContext'
import { formAsks, LANGUAGE_FIELD, LEAD_FIELD_NAMES, LEAD_FIELDS, LEAD_INPUTS, PAGE_FIELD, type LeadKind } from '../leadRules/leadFields'
import type { ReportFormText } from './reportFormText'
import { leadFieldId } from './leadFieldId'
import { LeadConsent } from './LeadConsent'
import { LeadField } from './LeadField'
import { LeadFormDone } from './LeadFormDone'
import type { ContactFormSetup, LeadFormViewProps } from './LeadFormProps'
import { LeadPhoneField } from './LeadPhoneField'
import { useLeadForm, type LeadFormState } from './useLeadForm'

/** The text inputs (LEAD_INPUTS) a form of `kind` asks for, each with its label, its rules as attributes, and its error. */
function TextFields({ form, kind, text }: { form: LeadFormState; kind: LeadKind; text: ReportFormText }) {
  const { formId, values, update, errorText, describe } = form
  return (
    <div className="lead-form__grid">
      {LEAD_INPUTS.filter((field) => formAsks(kind, field.name)).map((field) => (
        <LeadField key={field.name} id={leadFieldId(formId, field.name)} label={text[field.label]} error={errorText(field.name)}>
          <input
            id={leadFieldId(formId, field.name)}
            className="field__input"
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required={field.required}
            maxLength={field.maxLength}
            value={values[field.name]}
            onChange={(event) => update(field.name, event.target.value)}
            {...describe(field.name)}
          />
        </LeadField>
      ))}
    </div>
  )
}

/** The contact form's message: a textarea of bounded length, kept through every error. */
function MessageField({ form, contact }: { form: LeadFormState; contact: ContactFormSetup }) {
  const { formId, values, update, errorText, describe } = form
  const id = leadFieldId(formId, 'message')
  return (
    <LeadField id={id} label={contact.message_label} error={errorText('message')}>
      <textarea
        id={id}
        className="field__input field__textarea"
        name={LEAD_FIELD_NAMES.message}
        rows={6}
        required
        maxLength={LEAD_FIELDS.message.maxLength}
        value={values.message}
        onChange={(event) => update('message', event.target.value)}
        {...describe('message')}
      />
    </LeadField>
  )
}

/** A field people never see and bots fill in: a lead with it is dropped by the worker. */
function Honeypot({ form }: { form: LeadFormState }) {
  const { website } = useIslandText()
  const id = leadFieldId(form.formId, 'website')
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label htmlFor={id}>{website}</label>
      <input
        id={id}
        name={LEAD_FIELD_NAMES.website}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={form.values.website}
        onChange={(event) => form.update('website', event.target.value)}
      />
    </div>
  )
}

function SubmitState({ form, text }: { form: LeadFormState; text: ReportFormText }) {
  const { formId, status, send } = form
  return (
    <>
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
    </>
  )
}

/**
 * The lead form: a gated report's download, or the contact form (`contact`: with a message, and
 * the page it sits on). Rendered by the server it is a plain HTML form that posts to the
 * worker (no JavaScript needed: errors, too many tries and a failed save come back as the page filled in, success is the page with its
 * thanks, which for a report starts the file's download). Once mounted in a browser it validates with the same rules, posts JSON, starts the
 * download and keeps every value through errors, network failures and closing the modal (useLeadForm).
 */
export function LeadForm(props: LeadFormViewProps) {
  const { action, language, text, rules, contact } = props
  const form = useLeadForm(props)
  if (form.status.kind === 'done') return <LeadFormDone text={text} download={form.status.download} />
  return (
    <form
      className="lead-form"
      method="post"
      action={action}
      noValidate={form.enhanced}
      onSubmit={form.onSubmit}
      aria-describedby={form.status.kind === 'failed' ? `${form.formId}-status` : undefined}
    >
      <input type="hidden" name={LANGUAGE_FIELD} value={language} />
      {contact ? <input type="hidden" name={PAGE_FIELD} value={contact.page} /> : null}
      <TextFields form={form} kind={contact ? 'contact' : 'report'} text={text} />
      <LeadPhoneField form={form} language={language} text={text} rules={rules} />
      {contact ? <MessageField form={form} contact={contact} /> : null}
      <LeadConsent form={form} text={text} />
      <Honeypot form={form} />
      <SubmitState form={form} text={text} />
    </form>
  )
}
