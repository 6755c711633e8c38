import type { Report } from '../content/readers/Report'
import { resolveLink } from '../links/resolveLink'
import { readReportFormText } from './readReportFormText'
import type { ReportFormText } from './reportFormText'
import type { SiteSettings } from '../settings/SiteSettings'
import type { LeadFormSetup } from './LeadFormProps'

/** Where the gated reports' API answers: `POST {path}/{slug}/download` takes a form, `GET {path}/{slug}/file` serves a signed link. */
export const REPORTS_API_PATH = '/api/reports'

/** `POST` address of a report's form (JSON or form-encoded). */
function leadFormAction(slug: string): string {
  return `${REPORTS_API_PATH}/${encodeURIComponent(slug)}/download`
}

/** The form's texts in a language (its settings' `report_form`; the message catalogue for any text they lack). */
export function reportFormText(settings: SiteSettings | null, language: string): ReportFormText {
  const blok = settings?.report_form?.[0]
  const privacy = resolveLink(blok?.privacy_link)
  return readReportFormText(blok, privacy && privacy.kind !== 'modal' ? privacy.href : null, language)
}

/** What the form of a gated report needs, on the page and in the popup. */
export function reportLeadForm(report: Report, slug: string, language: string, settings: SiteSettings | null): LeadFormSetup {
  return { action: leadFormAction(slug), language, report: slug, text: reportFormText(settings, language), rules: report.phoneRules }
}
