import { useRef, type FormEvent, type MouseEvent } from 'react'
import type { ComboboxOption } from '../components/combobox/ComboboxOption'
import type { FilterableOpening } from '../jobFilters/JobFacets'
import type { FacetOption } from '../jobFilters/JobFilterData'
import { hasJobFilters, NO_JOB_FILTERS, type JobFilterSelection } from '../jobFilters/jobFilterQuery'
import { countText } from '../i18n/countText'
import type { JobFiltersText } from '../i18n/messages/Messages'
import { EmptyState } from '../templates/EmptyState'
import { JobFilterNativeFields } from './JobFilterNativeFields'
import { useJobFilterFields } from './useJobFilterFields'
import { useJobFilterState } from './useJobFilterState'

/** The filters' words and field labels, in the page's language (the message catalogue). */
type FiltersText = Omit<JobFiltersText, 'allTypes'> & { department: string; location: string; employmentType: string }

export interface JobFiltersProps {
  /** The list's address: the form's action and the base of every filtered address. */
  action: string
  departments: FacetOption[]
  locations: FacetOption[]
  /** Every type first (value ''), then each employment type. */
  types: ComboboxOption[]
  /** Every listed opening; each is the element with its id. */
  openings: FilterableOpening[]
  selection: JobFilterSelection
  /** Where an unsolicited application goes (settings). */
  unsolicitedHref: string | null
  language: string
  text: FiltersText
}

/** The first opening shown, brought into view and focused: where "Show positions" leads once the filters apply at once. */
function showFirst(openings: FilterableOpening[], shown: Set<string>): void {
  const first = openings.find((opening) => shown.has(opening.id))
  const section = first ? document.getElementById(first.id) : null
  if (!section) return
  section.tabIndex = -1
  section.focus()
}

/**
 * The open positions' filters. The server renders a plain GET form (checkbox groups in
 * disclosures, a native select, a submit button) that works without JavaScript. Once hydrated,
 * the reset link and back/forward work without a page load; when the visitor reaches for the
 * filters (pointer over them, a touch, or the focus entering them) the island loads the
 * combobox fields (JobFilterFields, with downshift) and swaps them in, keeping what was ticked
 * and the field the focus was in; both sets of fields take the same room, so nothing moves. From
 * then on every change shows and hides the openings at once and puts the filters into the address
 * as a history entry (`history.pushState`, the server's own normal form); back and forward read
 * them from the address again; the submit button stays and takes the visitor to the first opening shown. Each
 * option's count applies the other filters (jobFacetCounts), here and on the server.
 */
export function JobFilters({ action, departments, locations, types, openings, selection: initial, unsolicitedHref, language, text }: JobFiltersProps) {
  const { selection, hydrated, shown, counted, change } = useJobFilterState({ action, departments, locations, types, openings, initial })
  const form = useRef<HTMLFormElement>(null)
  const { fields, enhance, openOnArrival } = useJobFilterFields(form, selection, change, { departments, locations })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    showFirst(openings, shown)
  }
  const reset = (event: MouseEvent) => {
    if (!hydrated) return
    event.preventDefault()
    change(NO_JOB_FILTERS)
  }
  const resetLink = (
    <a className="job-filters__reset" href={action} onClick={reset}>
      {text.reset}
    </a>
  )

  return (
    <>
      <form
        ref={form}
        className="job-filters"
        method="get"
        action={action}
        aria-label={text.form}
        onSubmit={fields ? submit : undefined}
        onPointerEnter={enhance}
        onTouchStart={enhance}
        onFocus={enhance}
        onClickCapture={openOnArrival}
      >
        {fields ? (
          <fields.Fields
            {...counted}
            selection={selection}
            onChange={change}
            labels={text}
            text={text.combobox}
            focusField={fields.focusField}
            openField={fields.openField}
          />
        ) : (
          <JobFilterNativeFields {...counted} selection={selection} text={text} />
        )}
        <div className="job-filters__summary">
          <button type="submit" className="btn btn--orange job-filters__apply">
            {text.apply}
          </button>
          <p className="job-filters__count" role="status">
            {countText(text.count, shown.size, language)}
          </p>
          {hasJobFilters(selection) ? resetLink : null}
        </div>
      </form>
      {shown.size === 0 ? (
        <EmptyState title={text.noMatch}>
          <p className="empty-state__actions">
            {resetLink}
            {unsolicitedHref ? <a href={unsolicitedHref}>{text.unsolicited}</a> : null}
          </p>
        </EmptyState>
      ) : null}
    </>
  )
}
