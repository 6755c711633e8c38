import type { LeadErrors, LeadValues } from '../leadRules/leadFields'
import type { PhoneCountryRules } from '../leadRules/phoneCountries'
import type { ReportFormText } from './reportFormText'

/** What the gated-download form renders from: its address, language, texts and phone rules, and a returned submission. */
export interface LeadFormProps {
  /** `POST /api/reports/{slug}/download`. */
  action: string
  language: string
  /** The report's slug, for analytics. */
  report: string
  text: ReportFormText
  rules: PhoneCountryRules
  /** What a visitor sent without JavaScript, back with its errors (the 422, 429 or 503 page). */
  values?: LeadValues
  errors?: LeadErrors
  /** A message about the whole form (the summary of the 422 page, or why a 429 or 503 page did not take it). */
  message?: string
}

/** The form as a component shows it: an island's props, and what the popup around it wants to know. */
export interface LeadFormViewProps extends LeadFormProps {
  /** Called once the lead is stored and the form has given way to its answer. */
  onDone?: () => void
}

/** The form as a report page sets it up, before anything was sent (the popup's and the `<noscript>` form's props). */
export type LeadFormSetup = Omit<LeadFormProps, 'values' | 'errors' | 'message'>
