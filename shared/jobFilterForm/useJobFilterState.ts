import { useEffect, useMemo, useState } from 'react'
import type { FilterableOpening } from '../jobFilters/JobFacets'
import { knownJobFilters, shownOpeningIds, type FacetOption } from '../jobFilters/JobFilterData'
import { jobFacetCounts, withCounts } from '../jobFilters/jobFacetCounts'
import { jobFilterSearch, readJobFilterQuery, type JobFilterSelection } from '../jobFilters/jobFilterQuery'
import type { ComboboxOption } from '../components/combobox/ComboboxOption'

interface JobFilterStateInput {
  action: string
  departments: FacetOption[]
  locations: FacetOption[]
  types: ComboboxOption[]
  openings: FilterableOpening[]
  initial: JobFilterSelection
}

/**
 * The filters' selection and what follows from it: the openings shown (hidden and shown in the
 * page once hydrated), each option with its count given the other filters, and `change`, which
 * puts a selection into the address as a history entry of its own (`history.pushState`): back
 * walks the changes back one by one, and back and forward read the selection from the address.
 */
export function useJobFilterState({ action, departments, locations, types, openings, initial }: JobFilterStateInput) {
  const [selection, setSelection] = useState(initial)
  const [hydrated, setHydrated] = useState(false)
  const shown = useMemo(() => shownOpeningIds(openings, selection), [openings, selection])
  const counted = useMemo(() => {
    const counts = jobFacetCounts(openings, selection)
    return {
      departments: withCounts(departments, counts.departments),
      locations: withCounts(locations, counts.locations),
      types: withCounts(types, counts.types),
    }
  }, [openings, selection, departments, locations, types])

  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    const readAddress = () => setSelection(knownJobFilters(readJobFilterQuery(new URLSearchParams(window.location.search)), { departments, locations }))
    // A Back or Forward between this page's own entries may come before its script does: the address has the last word.
    readAddress()
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
    const address = action + jobFilterSearch(next)
    // The same filters again (a field's own echo) make no entry: one Back undoes one change.
    if (address !== window.location.pathname + window.location.search) window.history.pushState(null, '', address)
  }
  return { selection, hydrated, shown, counted, change }
}
