import { lazy, Suspense, useState } from 'react'
import { reportAnalytics } from '../components/shell/siteEvents'
import { Modal } from '../components/ui/Modal'
import type { LeadFormSetup } from './LeadFormProps'
import { REPORT_EVENTS } from './reportEvents'

/** The form and libphonenumber-js load when the popup first opens, never with the page. */
const LazyLeadForm = lazy(() => import('./LeadForm').then(({ LeadForm }) => ({ default: LeadForm })))

/** The form's first field: where the focus goes when the popup opens (the form is what it opens for). */
const FIRST_FIELD = '.lead-form input:not([type="hidden"])'

/**
 * A gated report's "Download the report" button and its full-size modal holding the form.
 * The form stays mounted once opened, so closing and reopening keeps what was typed. Once the
 * lead is stored, the form's answer takes its place, and the intro (which asks for the details) goes.
 */
export function ReportGate(props: LeadFormSetup) {
  const { text, report } = props
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const [done, setDone] = useState(false)
  const titleId = `report-gate-${report}-title`
  const openForm = () => {
    setOpen(true)
    setRequested(true)
    reportAnalytics(REPORT_EVENTS.opened, { report })
  }
  return (
    <>
      <button type="button" className="btn btn--orange report-gate__open" aria-haspopup="dialog" aria-expanded={open} onClick={openForm}>
        <span>{text.open_button}</span>
      </button>
      <Modal isOpen={open} onClose={() => setOpen(false)} labelledBy={titleId} className="report-gate__modal" initialFocus={FIRST_FIELD}>
        <h2 className="report-gate__title" id={titleId}>
          {text.title}
        </h2>
        {done ? null : <p className="report-gate__intro">{text.intro}</p>}
        {requested ? (
          <Suspense fallback={<p className="report-gate__loading">{text.submitting_label}</p>}>
            <LazyLeadForm {...props} onDone={() => setDone(true)} focusOnMount />
          </Suspense>
        ) : null}
      </Modal>
    </>
  )
}
