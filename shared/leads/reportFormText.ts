import type { Blok, Multilink } from '../content/storyblok'
import type { CheckedField, FieldProblem } from './leadFields'

/** Every text of the gated-download form, with its English wording (the fallback for any text a language's settings lack). */
export const DEFAULT_REPORT_FORM_TEXT = {
  open_button: 'Download the report',
  title: 'Download the report',
  intro: 'Tell us who you are and the report downloads at once.',
  first_name_label: 'First name',
  last_name_label: 'Last name',
  email_label: 'Business email',
  company_label: 'Company',
  phone_label: 'Phone',
  country_label: 'Country calling code',
  consent_label: 'I agree to be contacted about this report and accept the',
  privacy_link_text: 'privacy policy',
  marketing_label: 'Send me news about freight and logistics (optional)',
  submit_label: 'Download the report',
  submitting_label: 'Saving…',
  success_title: 'Your download has started',
  success_text: 'You will find the PDF in your browser’s downloads folder. The link below downloads it again for the next 10 minutes.',
  download_again_label: 'Download again',
  toast_text: 'The report is downloading.',
  required_error: 'Please fill in this field.',
  too_long_error: 'This is too long.',
  email_error: 'Please enter a valid email address, like name@company.com.',
  consent_error: 'Please agree so that we may send you the report.',
  phone_not_a_number_error: 'This is not a phone number.',
  phone_invalid_country_error: 'Please choose the country of this number.',
  phone_too_short_error: 'This phone number is too short.',
  phone_too_long_error: 'This phone number is too long.',
  phone_invalid_error: 'This phone number is not valid for the chosen country.',
  phone_not_allowed_error: 'Numbers from this country cannot be accepted for this report.',
  summary_error: 'Please correct the marked fields.',
  network_error: 'We could not reach the server. Your entries are kept: please try again.',
  retry_label: 'Try again',
  saving_error: 'We could not save your request, please try again.',
  rate_limit_error: 'Too many requests from your network. Please try again in a few minutes.',
  not_found_error: 'This report can no longer be requested.',
  expired_title: 'This download link is no longer valid',
  expired_text: 'Download links work for 10 minutes. Request the report again on its page.',
  expired_link_label: 'Back to the report',
  /** The version of the consent wording, stored with every lead. */
  consent_version: '2026-11',
}

export type ReportFormTextKey = keyof typeof DEFAULT_REPORT_FORM_TEXT
export type ReportFormText = Record<ReportFormTextKey, string> & {
  /** The settings' privacy policy link, resolved to an href; null without one. */
  privacy_href: string | null
}

/** The settings blok `report_form`: the same keys, any of which may be missing or empty. */
export interface ReportFormBlok extends Blok, Partial<Record<ReportFormTextKey, string>> {
  component: 'report_form'
  privacy_link?: Multilink
}

/** The error text of a field's problem. */
export function problemText(text: ReportFormText, field: CheckedField, problem: FieldProblem): string {
  switch (problem) {
    case 'REQUIRED': return text.required_error
    case 'TOO_LONG': return field === 'phone' ? text.phone_too_long_error : text.too_long_error
    case 'EMAIL': return text.email_error
    case 'CONSENT': return text.consent_error
    case 'NOT_A_NUMBER': return text.phone_not_a_number_error
    case 'INVALID_COUNTRY': return text.phone_invalid_country_error
    case 'TOO_SHORT': return text.phone_too_short_error
    case 'INVALID': return text.phone_invalid_error
    case 'NOT_ALLOWED': return text.phone_not_allowed_error
  }
}

/** The form's texts in a language: its settings' `report_form`, each missing text in English. */
export function readReportFormText(blok: ReportFormBlok | undefined, privacyHref: string | null): ReportFormText {
  const text = { ...DEFAULT_REPORT_FORM_TEXT, privacy_href: privacyHref }
  for (const key of Object.keys(DEFAULT_REPORT_FORM_TEXT) as ReportFormTextKey[]) {
    const value = blok?.[key]
    if (typeof value === 'string' && value.trim() !== '') text[key] = value.trim()
  }
  return text
}
