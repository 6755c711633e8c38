import { useRef, useState, type MouseEvent, type RefObject } from 'react'
import type { FacetOption } from '../jobFilters/JobFilterData'
import { knownJobFilters } from '../jobFilters/JobFilterData'
import { jobFilterSearch, readJobFilterQuery, type JobFilterSelection } from '../jobFilters/jobFilterQuery'

type Fields = typeof import('./JobFilterFields').JobFilterFields

/** The combobox fields once loaded, with the field to focus and the one to open when they arrive. */
interface LoadedFields {
  Fields: Fields
  focusField: string | null
  openField: string | null
}

interface Facets {
  departments: FacetOption[]
  locations: FacetOption[]
}

/** The field of the form the focus is in (its `data-field`); null elsewhere (the submit button and the reset link stay as they are). */
function focusedField(form: HTMLFormElement | null): string | null {
  const active = document.activeElement
  if (!form || !active || !form.contains(active)) return null
  return active.closest<HTMLElement>('[data-field]')?.dataset.field ?? null
}

/** What the native fields of `form` hold now. */
function tickedIn(form: HTMLFormElement, facets: Facets): JobFilterSelection {
  const params = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]))
  return knownJobFilters(readJobFilterQuery(params), facets)
}

/**
 * Loads the combobox fields (JobFilterFields, with downshift) the first time the visitor reaches
 * for the filters (`enhance`), keeping what was ticked meanwhile and the field the focus was in.
 * A click on a disclosure's summary before they arrive (`openOnArrival`) opens that field's
 * combobox once they are here.
 */
export function useJobFilterFields(
  form: RefObject<HTMLFormElement | null>,
  selection: JobFilterSelection,
  change: (next: JobFilterSelection) => void,
  facets: Facets,
) {
  const [fields, setFields] = useState<LoadedFields | null>(null)
  const requested = useRef(false)
  /** The field whose disclosure the visitor clicked before the combobox fields arrived. */
  const opened = useRef<string | null>(null)

  const enhance = () => {
    if (requested.current) return
    requested.current = true
    void import('./JobFilterFields').then(({ JobFilterFields }) => {
      const element = form.current
      const ticked = element ? tickedIn(element, facets) : selection
      if (jobFilterSearch(ticked) !== jobFilterSearch(selection)) change(ticked)
      setFields({ Fields: JobFilterFields, focusField: opened.current ?? focusedField(element), openField: opened.current })
    })
  }
  const openOnArrival = (event: MouseEvent<HTMLFormElement>) => {
    if (fields) return
    const summary = (event.target as Element).closest('summary')
    const field = summary?.closest<HTMLElement>('[data-field]')?.dataset.field
    if (!field) return
    event.preventDefault()
    opened.current = field
    enhance()
  }
  return { fields, enhance, openOnArrival }
}
