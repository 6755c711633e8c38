import type { ReportFormText } from '../leads/reportFormText'

/** What replaces the form once the lead is stored: the thanks, and the file's link again (its download has started). */
export function LeadFormDone({ text, download }: { text: ReportFormText; download: string }) {
  return (
    <div className="lead-form__done" role="status">
      <h3 className="lead-form__done-title">{text.success_title}</h3>
      <p>{text.success_text}</p>
      <a className="btn btn--orange" href={download} download>
        {text.download_again_label}
      </a>
    </div>
  )
}
