import { describe, expect, it } from 'vitest'
import type { FilterableOpening } from './JobFacets'
import { jobFacetCounts, withCounts } from './jobFacetCounts'
import { NO_JOB_FILTERS } from './jobFilterQuery'

const OPENINGS: FilterableOpening[] = [
  { id: 'a', department: 'sales', location: 'berlin', type: 'FULL_TIME' },
  { id: 'b', department: 'sales', location: 'warsaw', type: 'PART_TIME' },
  { id: 'c', department: 'data', location: 'berlin', type: 'FULL_TIME' },
  { id: 'd', department: 'data', location: 'berlin', type: 'PART_TIME' },
  { id: 'e', department: 'design', location: 'madrid', type: null },
]

describe('the filters’ counts', () => {
  it('count every opening without a selection; "every type" counts the openings without one too', () => {
    expect(jobFacetCounts(OPENINGS, NO_JOB_FILTERS)).toEqual({
      departments: { sales: 2, data: 2, design: 1 },
      locations: { berlin: 3, warsaw: 1, madrid: 1 },
      types: { '': 5, FULL_TIME: 2, PART_TIME: 2 },
    })
  })

  it('apply every other filter to a filter’s counts, never its own', () => {
    const counts = jobFacetCounts(OPENINGS, { departments: [], locations: ['berlin'], type: 'FULL_TIME' })
    // Departments: in Berlin and full-time.
    expect(counts.departments).toEqual({ sales: 1, data: 1 })
    // Locations: full-time anywhere; Berlin's own choice does not hide Warsaw or Madrid.
    expect(counts.locations).toEqual({ berlin: 2 })
    // Types: in Berlin, whichever type is chosen.
    expect(counts.types).toEqual({ '': 3, FULL_TIME: 2, PART_TIME: 1 })
  })

  it('count a chosen department together with the others a visitor may add to it', () => {
    const counts = jobFacetCounts(OPENINGS, { departments: ['sales'], locations: [], type: null })
    expect(counts.departments).toEqual({ sales: 2, data: 2, design: 1 })
    expect(counts.locations).toEqual({ berlin: 1, warsaw: 1 })
    expect(counts.types).toEqual({ '': 2, FULL_TIME: 1, PART_TIME: 1 })
  })

  it('give a value no opening would show a count of 0', () => {
    const counts = jobFacetCounts(OPENINGS, { departments: ['design'], locations: [], type: null })
    expect(
      withCounts(
        [
          { value: 'berlin', label: 'Berlin' },
          { value: 'madrid', label: 'Madrid' },
        ],
        counts.locations,
      ),
    ).toEqual([
      { value: 'berlin', label: 'Berlin', count: 0 },
      { value: 'madrid', label: 'Madrid', count: 1 },
    ])
  })
})
