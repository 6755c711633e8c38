import { matchesJobFilters, type FilterableOpening } from './JobFacets'
import type { JobFilterSelection } from './jobFilterQuery'

/** One value of a department or location filter (its count depends on the other filters: jobFacetCounts). */
export interface FacetOption {
  /** What the address carries: the slug of the name. */
  value: string
  label: string
}

/** The open positions' filters: options from the published openings of the page's language, and the address's selection. */
export interface JobFilterData {
  /** Sorted by name. */
  departments: FacetOption[]
  locations: FacetOption[]
  openings: FilterableOpening[]
  /** Known values only. */
  selection: JobFilterSelection
}

/** A selection without the values no option has. */
export function knownJobFilters(
  selection: JobFilterSelection,
  { departments, locations }: Pick<JobFilterData, 'departments' | 'locations'>,
): JobFilterSelection {
  const known = (values: string[], options: FacetOption[]) => values.filter((value) => options.some((option) => option.value === value))
  return { departments: known(selection.departments, departments), locations: known(selection.locations, locations), type: selection.type }
}

/** The ids of the openings a selection shows. */
export function shownOpeningIds(openings: FilterableOpening[], selection: JobFilterSelection): Set<string> {
  return new Set(openings.filter((opening) => matchesJobFilters(opening, selection)).map((opening) => opening.id))
}
