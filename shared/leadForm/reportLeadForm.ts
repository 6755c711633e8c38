import type { Report } from '../content/readers/Report'
import { readReportFormText } from './readReportFormText'
import { reportsApiAddress } from './reportsApi'
import type { SiteSettings } from '../settings/SiteSettings'
import type { LeadFormSetup } from './LeadFormProps'

/** What the form of a gated report needs, on the page and in the popup. */
export function reportLeadForm(report: Report, slug: string, language: string, settings: SiteSettings | null): LeadFormSetup {
  return { action: reportsApiAddress('download', slug), language, report: slug, text: readReportFormText(settings, language), rules: report.phoneRules }
}
