import type { ReportFormMessages } from '../i18n/messages/Messages'
import type { CheckedField, FieldProblem } from '../leadRules/leadFields'

/** The version of the consent wording, stored with every lead; the settings' `consent_version` replaces it. */
export const CONSENT_VERSION = '2026-11'

/**
 * The settings' `report_form` blok's text fields (shared/content/schema/reportFormBlock.ts), any of
 * which may be missing or empty: the catalogue's form words and the consent version.
 */
export type ReportFormTextKey = keyof ReportFormMessages | 'consent_version'
export type ReportFormText = Record<ReportFormTextKey, string> & {
  /** The settings' privacy policy link, resolved to an href; null without one. */
  privacy_href: string | null
}

/** The error text of a field's problem. */
export function problemText(text: ReportFormText, field: CheckedField, problem: FieldProblem): string {
  switch (problem) {
    case 'REQUIRED':
      return text.required_error
    case 'TOO_LONG':
      return field === 'phone' ? text.phone_too_long_error : text.too_long_error
    case 'HIDDEN':
      return text.hidden_characters_error
    case 'EMAIL':
      return text.email_error
    case 'CONSENT':
      return text.consent_error
    case 'NOT_A_NUMBER':
      return text.phone_not_a_number_error
    case 'INVALID_COUNTRY':
      return text.phone_invalid_country_error
    case 'TOO_SHORT':
      return text.phone_too_short_error
    case 'INVALID':
      return text.phone_invalid_error
    case 'NOT_ALLOWED':
      return text.phone_not_allowed_error
  }
}
