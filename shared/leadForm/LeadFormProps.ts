import type { LeadErrors, LeadValues } from '../leadRules/leadFields'
import type { PhoneCountryRules } from '../leadRules/phoneCountries'
import type { ReportFormText } from './reportFormText'

/** What makes a lead form the contact form (LeadKind `contact`). */
export interface ContactFormSetup {
  /** The page's address below the language prefix: the worker shows that page again with the form's answer. */
  page: string
  message_label: string
}

/** What the gated-download form renders from: its address, language, texts and phone rules, and a returned submission. */
export interface LeadFormProps {
  /** `POST /api/reports/{slug}/download`. */
  action: string
  language: string
  /** The report's slug, for analytics and the form's element ids (the contact form: `contact`). */
  report: string
  /** The contact form: the page it sits on (`/contact`, posted with it) and its message field's label. Without it the form is a report's download. */
  contact?: ContactFormSetup
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
  /** The first field takes the focus as the form appears (in the popup, which opens for it). */
  focusOnMount?: boolean
}

/** The form as a report page sets it up, before anything was sent (the popup's and the `<noscript>` form's props). */
export type LeadFormSetup = Omit<LeadFormProps, 'values' | 'errors' | 'message'>
