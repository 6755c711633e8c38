import { Icon } from '../components/ui/Icon'
import type { Report } from '../content/types/report'
import type { LeadSubmission } from '../pages/PageData'
import { LeadForm } from '../leadForm/LeadForm'
import { LeadFormDone } from '../leadForm/LeadFormDone'
import { LeadFormIsland } from '../leadForm/LeadFormIsland'
import { REPORT_FORM_PLACE, reportLeadForm } from '../leadForm/reportLeadForm'
import { ReportGateIsland } from '../leadForm/ReportGateIsland'
import type { SiteSettings } from '../content/SiteSettings'
import { messagesFor } from '../i18n/messages/catalogue'

interface ReportDownloadProps {
  report: Report
  slug: string
  language: string
  settings: SiteSettings | null
  submission?: LeadSubmission
}

/**
 * A report's download. An ungated report links its file. A gated report's file never reaches
 * the page: it shows the gate's text and the "Download the report" popup (an island); without
 * JavaScript the same form is on the page as a plain HTML form (in `<noscript>`), and a form
 * that came back with errors is shown on the page, filled in; one that was taken, by its thanks and the file's link.
 */
export function ReportDownload({ report, slug, language, settings, submission }: ReportDownloadProps) {
  const text = messagesFor(language).templates
  if (report.gated) {
    const form = reportLeadForm(report, slug, language, settings)
    return (
      <section className="report-download report-download--gated" id={REPORT_FORM_PLACE} aria-label={text.download}>
        <p className="report-download__intro">{text.gatedIntro}</p>
        {submission?.download ? (
          <LeadFormDone text={form.text} download={submission.download} />
        ) : submission ? (
          <LeadFormIsland {...form} values={submission.values} errors={submission.errors} message={submission.message} />
        ) : (
          <>
            <ReportGateIsland {...form} />
            <noscript>
              <LeadForm {...form} />
            </noscript>
          </>
        )}
      </section>
    )
  }
  if (!report.file) return null
  return (
    <section className="report-download" aria-label={text.download}>
      <a className="btn btn--orange" href={report.file.src} download target="_blank" rel="noopener">
        <Icon name="download" size="small" />
        <span>{text.download}</span>
        <span className="visually-hidden"> {report.title} (PDF)</span>
      </a>
    </section>
  )
}
