import type { EmploymentType } from '../content/types/employmentTypes'
import type { JobOpening } from '../content/types/jobOpening'
import { slugify } from '../text/slugify'
import type { JobFilterSelection } from './jobFilterQuery'

/** What an opening is filtered by: the filter values of its department and location, and its employment type. */
export interface JobFacets {
  department: string
  location: string
  type: EmploymentType | null
}

/** An opening's facets, with the id of its section on the page. */
export interface FilterableOpening extends JobFacets {
  id: string
}

export function jobFacets(job: JobOpening): JobFacets {
  return { department: slugify(job.department), location: slugify(job.location), type: job.employmentType }
}

/** True when an opening passes every filter of a selection (an empty filter passes all). */
export function matchesJobFilters(facets: JobFacets, selection: JobFilterSelection): boolean {
  return (
    (selection.departments.length === 0 || selection.departments.includes(facets.department)) &&
    (selection.locations.length === 0 || selection.locations.includes(facets.location)) &&
    (selection.type === null || selection.type === facets.type)
  )
}
