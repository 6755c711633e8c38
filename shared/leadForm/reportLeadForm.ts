import type { Report } from '../content/types/report'
import { readReportFormText } from './readReportFormText'
import { reportsApiAddress } from './reportsApi'
import type { SiteSettings } from '../content/SiteSettings'
import type { LeadFormSetup } from './LeadFormProps'

/** The gated report's download section: the anchor a form posted without JavaScript comes back to, its errors or its thanks in view. */
export const REPORT_FORM_PLACE = 'report-download'

/** What the form of a gated report needs, on the page and in the popup (a script posts to the address, its anchor aside). */
export function reportLeadForm(report: Report, slug: string, language: string, settings: SiteSettings | null): LeadFormSetup {
  return {
    action: `${reportsApiAddress('download', slug)}#${REPORT_FORM_PLACE}`,
    language,
    report: slug,
    text: readReportFormText(settings, language),
    rules: report.phoneRules,
  }
}
