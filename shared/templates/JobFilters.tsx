import { useEffect, useMemo, useState, type MouseEvent } from 'react'
import type { ComboboxOption } from '../components/combobox/ComboboxOption'
import { MultiSelect } from '../components/combobox/MultiSelect'
import { NativeMultiSelect } from '../components/combobox/NativeMultiSelect'
import { NativeSelect } from '../components/combobox/NativeSelect'
import { OptionLabel } from '../components/combobox/OptionLabel'
import { Select } from '../components/combobox/Select'
import { EMPLOYMENT_TYPES } from '../content/models/JobOpening'
import type { FilterableOpening } from '../jobFilters/JobFacets'
import { knownJobFilters, shownOpeningIds } from '../jobFilters/JobFilterData'
import { hasJobFilters, JOB_FILTER_PARAMS, jobFilterSearch, NO_JOB_FILTERS, readJobFilterQuery, type JobFilterSelection } from '../jobFilters/jobFilterQuery'
import type { JobFiltersText } from '../i18n/uiText'
import { fillTemplate } from '../text/fillTemplate'
import { EmptyState } from './EmptyState'

/** The filters' words and field labels, in the page's language (uiText). */
type FiltersText = Omit<JobFiltersText, 'allTypes'> & { department: string; location: string; employmentType: string }

export interface JobFiltersProps {
  /** The list's address: the form's action and the base of every filtered address. */
  action: string
  departments: ComboboxOption[]
  locations: ComboboxOption[]
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

function countText({ count }: FiltersText, shown: number, language: string): string {
  return fillTemplate(new Intl.PluralRules(language).select(shown) === 'one' ? count.one : count.other, { count: shown })
}

const optionValue = (option: ComboboxOption) => option.value
const optionLabel = (option: ComboboxOption) => option.label

function employmentType(value: string): JobFilterSelection['type'] {
  return EMPLOYMENT_TYPES.find((type) => type === value) ?? null
}

/**
 * The open positions' filters. The server renders a plain GET form (checkbox groups in
 * disclosures, a native select, a submit button) that works without JavaScript; once hydrated,
 * the same fields become a multiselect per department and location and a select for the
 * employment type, every change shows and hides the openings at once and puts the filters
 * into the address (`history.replaceState`, the server's own normal form), and back and
 * forward read them from the address again.
 */
export function JobFilters({ action, departments, locations, types, openings, selection: initial, unsolicitedHref, language, text }: JobFiltersProps) {
  const [selection, setSelection] = useState(initial)
  const [enhanced, setEnhanced] = useState(false)
  const shown = useMemo(() => shownOpeningIds(openings, selection), [openings, selection])

  useEffect(() => setEnhanced(true), [])
  useEffect(() => {
    const readAddress = () => setSelection(knownJobFilters(readJobFilterQuery(new URLSearchParams(window.location.search)), { departments, locations }))
    window.addEventListener('popstate', readAddress)
    return () => window.removeEventListener('popstate', readAddress)
  }, [departments, locations])
  useEffect(() => {
    if (!enhanced) return
    for (const opening of openings) {
      const section = document.getElementById(opening.id)
      if (section) section.hidden = !shown.has(opening.id)
    }
  }, [enhanced, openings, shown])

  const change = (next: JobFilterSelection) => {
    setSelection(next)
    window.history.replaceState(window.history.state, '', action + jobFilterSearch(next))
  }
  const reset = (event: MouseEvent) => {
    if (!enhanced) return
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
      <form className="job-filters" method="get" action={action} aria-label={text.form} onSubmit={enhanced ? (event) => event.preventDefault() : undefined}>
        <div className="job-filters__fields">
          {enhanced ? (
            <>
              <MultiSelect label={text.department} options={departments} selected={selection.departments} onChange={(values) => change({ ...selection, departments: values })} text={text.combobox} />
              <MultiSelect label={text.location} options={locations} selected={selection.locations} onChange={(values) => change({ ...selection, locations: values })} text={text.combobox} />
              <Select
                label={text.employmentType}
                items={types}
                selectedItem={types.find((option) => option.value === (selection.type ?? '')) ?? null}
                onSelect={(option) => change({ ...selection, type: employmentType(option.value) })}
                itemKey={optionValue}
                itemText={optionLabel}
                renderItem={(option) => <OptionLabel option={option} />}
                emptyText={text.combobox.emptyText}
              />
            </>
          ) : (
            <>
              <NativeMultiSelect name={JOB_FILTER_PARAMS.department} label={text.department} options={departments} selected={selection.departments} />
              <NativeMultiSelect name={JOB_FILTER_PARAMS.location} label={text.location} options={locations} selected={selection.locations} />
              <NativeSelect name={JOB_FILTER_PARAMS.type} label={text.employmentType} options={types} value={selection.type ?? ''} />
              <button type="submit" className="btn btn--orange job-filters__apply">
                {text.apply}
              </button>
            </>
          )}
        </div>
        <div className="job-filters__summary">
          <p className="job-filters__count" role="status">
            {countText(text, shown.size, language)}
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
