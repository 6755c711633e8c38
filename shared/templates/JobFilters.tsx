import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import type { ComboboxOption } from '../components/combobox/ComboboxOption'
import { NativeMultiSelect } from '../components/combobox/NativeMultiSelect'
import { NativeSelect } from '../components/combobox/NativeSelect'
import type { FilterableOpening } from '../jobFilters/JobFacets'
import { knownJobFilters, shownOpeningIds, type FacetOption } from '../jobFilters/JobFilterData'
import { hasJobFilters, JOB_FILTER_PARAMS, jobFilterSearch, NO_JOB_FILTERS, readJobFilterQuery, type JobFilterSelection } from '../jobFilters/jobFilterQuery'
import { countText } from '../i18n/countText'
import type { JobFiltersText } from '../i18n/messages/Messages'
import { EmptyState } from './EmptyState'

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

type Fields = typeof import('./JobFilterFields').JobFilterFields

/** The field of the form the focus is in (its `data-field`); the submit button counts as the last field. */
function focusedField(form: HTMLFormElement | null): string | null {
  const active = document.activeElement
  if (!form || !active || !form.contains(active)) return null
  return active.closest<HTMLElement>('[data-field]')?.dataset.field ?? (active.closest('.job-filters__fields') ? JOB_FILTER_PARAMS.type : null)
}

/**
 * The open positions' filters. The server renders a plain GET form (checkbox groups in
 * disclosures, a native select, a submit button) that works without JavaScript. Once hydrated,
 * the reset link and back/forward work without a page load; when the visitor reaches for the
 * filters (pointer over them, a touch, or the focus entering them) the island loads the
 * combobox fields (JobFilterFields, with downshift) and swaps them in, keeping what was ticked
 * and the field the focus was in. From then on every change shows and hides the openings at
 * once and puts the filters into the address (`history.replaceState`, the server's own normal
 * form); back and forward read them from the address again.
 */
export function JobFilters({ action, departments, locations, types, openings, selection: initial, unsolicitedHref, language, text }: JobFiltersProps) {
  const [selection, setSelection] = useState(initial)
  const [hydrated, setHydrated] = useState(false)
  const [fields, setFields] = useState<{ Fields: Fields; focusField: string | null; openField: string | null } | null>(null)
  const requested = useRef(false)
  /** The field whose disclosure the visitor clicked before the combobox fields arrived: its combobox opens instead. */
  const opened = useRef<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const shown = useMemo(() => shownOpeningIds(openings, selection), [openings, selection])

  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    const readAddress = () => setSelection(knownJobFilters(readJobFilterQuery(new URLSearchParams(window.location.search)), { departments, locations }))
    window.addEventListener('popstate', readAddress)
    return () => window.removeEventListener('popstate', readAddress)
  }, [departments, locations])
  useEffect(() => {
    if (!hydrated) return
    for (const opening of openings) {
      const section = document.getElementById(opening.id)
      if (section) section.hidden = !shown.has(opening.id)
    }
  }, [hydrated, openings, shown])

  const change = (next: JobFilterSelection) => {
    setSelection(next)
    window.history.replaceState(window.history.state, '', action + jobFilterSearch(next))
  }
  const enhance = () => {
    if (requested.current) return
    requested.current = true
    void import('./JobFilterFields').then(({ JobFilterFields }) => {
      const element = form.current
      // What the native fields hold now, ticked before the combobox fields arrived.
      const ticked = element
        ? knownJobFilters(readJobFilterQuery(new URLSearchParams([...new FormData(element)].map(([name, value]) => [name, String(value)]))), {
            departments,
            locations,
          })
        : selection
      if (jobFilterSearch(ticked) !== jobFilterSearch(selection)) change(ticked)
      setFields({ Fields: JobFilterFields, focusField: opened.current ?? focusedField(element), openField: opened.current })
    })
  }
  /** A click on a disclosure's summary while the combobox fields are on their way opens that field's combobox once they are here. */
  const openOnArrival = (event: MouseEvent<HTMLFormElement>) => {
    if (fields) return
    const summary = (event.target as Element).closest('summary')
    const field = summary?.closest<HTMLElement>('[data-field]')?.dataset.field
    if (!field) return
    event.preventDefault()
    opened.current = field
    enhance()
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
        onSubmit={fields ? (event) => event.preventDefault() : undefined}
        onPointerEnter={enhance}
        onTouchStart={enhance}
        onFocus={enhance}
        onClickCapture={openOnArrival}
      >
        {fields ? (
          <fields.Fields
            departments={departments}
            locations={locations}
            types={types}
            selection={selection}
            onChange={change}
            labels={text}
            text={text.combobox}
            focusField={fields.focusField}
            openField={fields.openField}
          />
        ) : (
          <div className="job-filters__fields">
            <div data-field={JOB_FILTER_PARAMS.department}>
              <NativeMultiSelect name={JOB_FILTER_PARAMS.department} label={text.department} options={departments} selected={selection.departments} />
            </div>
            <div data-field={JOB_FILTER_PARAMS.location}>
              <NativeMultiSelect name={JOB_FILTER_PARAMS.location} label={text.location} options={locations} selected={selection.locations} />
            </div>
            <div data-field={JOB_FILTER_PARAMS.type}>
              <NativeSelect name={JOB_FILTER_PARAMS.type} label={text.employmentType} options={types} value={selection.type ?? ''} />
            </div>
            <button type="submit" className="btn btn--orange job-filters__apply">
              {text.apply}
            </button>
          </div>
        )}
        <div className="job-filters__summary">
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
