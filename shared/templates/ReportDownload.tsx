import { Icon } from '../components/ui/Icon'
import type { Report } from '../content/models/Report'
import { languagePrefix } from '../i18n/languages'
import { uiText } from '../i18n/uiText'

/** The generic page through which gated reports are requested until the download form exists. */
const CONTACT_PAGE = '/contact'

/**
 * A report's download. An ungated report links its file. A gated report's file is never put
 * on the page: until the gated-download form exists, it shows the gate's intro text and a
 * link to the contact page, through which the report is requested.
 */
export function ReportDownload({ report, language }: { report: Report; language: string }) {
  const text = uiText(language)
  if (report.gated) {
    return (
      <section className="report-download report-download--gated" aria-label={text.download}>
        <p className="report-download__intro">{text.gatedIntro}</p>
        <a className="btn btn--orange" href={`${languagePrefix(language)}${CONTACT_PAGE}`}>
          <span>{text.gatedLink}</span>
          <Icon name="arrow-right" size="small" />
        </a>
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
