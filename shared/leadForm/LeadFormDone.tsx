import { useLayoutEffect, useRef } from 'react'
import type { ReportFormText } from './reportFormText'

/**
 * What replaces the form once the lead is stored: the thanks, and a report's file link again (its
 * download has started; the contact form has none). The focus was on the submit button, which is gone: it moves to the
 * heading, so it stays where the visitor is (in the popup, whose keys keep working) and the answer is read out.
 */
export function LeadFormDone({ text, download }: { text: ReportFormText; download: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // In the commit that removes the button, so the focus never rests on the page's body between.
  useLayoutEffect(() => heading.current?.focus(), [])
  return (
    <div className="lead-form__done" role="status">
      <h3 className="lead-form__done-title" ref={heading} tabIndex={-1}>
        {text.success_title}
      </h3>
      <p>{text.success_text}</p>
      {download ? (
        <a className="btn btn--orange" href={download} download>
          {text.download_again_label}
        </a>
      ) : null}
    </div>
  )
}
