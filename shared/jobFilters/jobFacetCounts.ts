import { matchesJobFilters, type FilterableOpening } from './JobFacets'
import type { JobFilterSelection } from './jobFilterQuery'

/** How many openings each value of a filter would show: by value; the employment type's '' is every type. */
export interface JobFacetCounts {
  departments: Record<string, number>
  locations: Record<string, number>
  types: Record<string, number>
}

function increment(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1
}

/**
 * The faceted-search rule: a filter's counts apply every other filter's selection, not its own,
 * so each count says how many openings choosing that value would show (a department's count,
 * given the chosen locations and type). The server's form and the island both count here.
 */
export function jobFacetCounts(openings: readonly FilterableOpening[], selection: JobFilterSelection): JobFacetCounts {
  const counts: JobFacetCounts = { departments: {}, locations: {}, types: {} }
  for (const opening of openings) {
    if (matchesJobFilters(opening, { ...selection, departments: [] })) increment(counts.departments, opening.department)
    if (matchesJobFilters(opening, { ...selection, locations: [] })) increment(counts.locations, opening.location)
    if (matchesJobFilters(opening, { ...selection, type: null })) {
      increment(counts.types, '')
      if (opening.type) increment(counts.types, opening.type)
    }
  }
  return counts
}

/** The options with their counts (0 for a value no opening would show). */
export function withCounts<T extends { value: string }>(options: readonly T[], counts: Record<string, number>): (T & { count: number })[] {
  return options.map((option) => ({ ...option, count: counts[option.value] ?? 0 }))
}
