import { readJobOpening } from '../../shared/content/types/jobOpening'
import type { Story } from '../../shared/content/storyblok'
import { knownJobFilters, type FacetOption, type JobFilterData } from '../../shared/jobFilters/JobFilterData'
import { jobFacets } from '../../shared/jobFilters/JobFacets'
import type { JobFilterSelection } from '../../shared/jobFilters/jobFilterQuery'
import { slugify } from '../../shared/text/slugify'

/** One option per distinct value (the first name spelled that way names it), sorted by name in the page's language. */
function facetOptions(names: string[], language: string): FacetOption[] {
  const options = new Map<string, FacetOption>()
  for (const name of names) {
    const value = slugify(name)
    if (value && !options.has(value)) options.set(value, { value, label: name.trim() })
  }
  return [...options.values()].sort((a, b) => a.label.localeCompare(b.label, language))
}

/** The open positions' filter options from the listed openings, and the requested selection reduced to known values. */
export function jobFilterData(items: Story[], requested: JobFilterSelection, language: string): JobFilterData {
  const jobs = items.map((item) => ({ id: item.slug, job: readJobOpening(item) }))
  const departments = facetOptions(
    jobs.map(({ job }) => job.department),
    language,
  )
  const locations = facetOptions(
    jobs.map(({ job }) => job.location),
    language,
  )
  return {
    departments,
    locations,
    openings: jobs.map(({ id, job }) => ({ id, ...jobFacets(job) })),
    selection: knownJobFilters(requested, { departments, locations }),
  }
}
