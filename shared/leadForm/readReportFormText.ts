import { messagesFor } from '../i18n/messages/catalogue'
import { CONSENT_VERSION, type ReportFormBlok, type ReportFormText, type ReportFormTextKey } from './reportFormText'

/**
 * The form's texts in a language: each text its settings' `report_form` sets, the rest from the
 * message catalogue. Server-side only (the catalogue holds every language); the island receives
 * the result in its props.
 */
export function readReportFormText(blok: ReportFormBlok | undefined, privacyHref: string | null, language: string): ReportFormText {
  const text: ReportFormText = { ...messagesFor(language).reportForm, consent_version: CONSENT_VERSION, privacy_href: privacyHref }
  for (const key of Object.keys(text).filter((name) => name !== 'privacy_href') as ReportFormTextKey[]) {
    const value = blok?.[key]
    if (typeof value === 'string' && value.trim() !== '') text[key] = value.trim()
  }
  return text
}
