import { messagesFor } from '../i18n/messages/catalogue'
import { resolveLink } from '../links/resolveLink'
import type { SiteSettings } from '../content/SiteSettings'
import { CONSENT_VERSION, type ReportFormText, type ReportFormTextKey } from './reportFormText'

/**
 * The form's texts in a language: each text its settings' `report_form` sets, the rest from the
 * message catalogue, and the settings' privacy link resolved. Server-side only (the catalogue
 * holds every language); the island receives the result in its props.
 */
export function readReportFormText(settings: SiteSettings | null, language: string): ReportFormText {
  const blok = settings?.report_form?.[0]
  const privacy = resolveLink(blok?.privacy_link)
  const privacyHref = privacy && privacy.kind !== 'modal' ? privacy.href : null
  const text: ReportFormText = { ...messagesFor(language).reportForm, consent_version: CONSENT_VERSION, privacy_href: privacyHref }
  for (const key of Object.keys(text).filter((name) => name !== 'privacy_href') as ReportFormTextKey[]) {
    const value = blok?.[key]
    if (typeof value === 'string' && value.trim() !== '') text[key] = value.trim()
  }
  return text
}
