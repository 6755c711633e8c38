import { LEAD_FIELD_NAMES } from '../leadRules/leadFields'
import type { ReportFormText } from './reportFormText'
import { leadFieldId } from './leadFieldId'
import type { LeadFormState } from './useLeadForm'

/** The required consent (with the privacy link, in a new tab) and the optional marketing opt-in. */
export function LeadConsent({ form, text }: { form: LeadFormState; text: ReportFormText }) {
  const { formId, values, errors, update, errorText, describe } = form
  const consentId = leadFieldId(formId, 'consent')
  const marketingId = leadFieldId(formId, 'marketing')
  return (
    <>
      <div className={['field', 'field--check', errors.consent ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <input
          id={consentId}
          type="checkbox"
          name={LEAD_FIELD_NAMES.consent}
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
          id={marketingId}
          type="checkbox"
          name={LEAD_FIELD_NAMES.marketing}
          value="on"
          checked={values.marketing}
          onChange={(event) => update('marketing', event.target.checked)}
        />
        <label htmlFor={marketingId}>{text.marketing_label}</label>
      </div>
    </>
  )
}
