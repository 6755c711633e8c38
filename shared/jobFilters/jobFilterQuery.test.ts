import { describe, expect, it } from 'vitest'
import { hasJobFilters, jobFilterSearch, NO_JOB_FILTERS, readJobFilterQuery } from './jobFilterQuery'

function read(query: string) {
  return readJobFilterQuery(new URLSearchParams(query))
}

describe('the open positions query', () => {
  it('reads any spelling into slugs, sorted, each once, and the first known employment type', () => {
    expect(read('department=Sales&department=IT&department=sales&location=Saint%20Étienne&type=part-time&type=FULL_TIME')).toEqual({
      departments: ['it', 'sales'],
      locations: ['saint-etienne'],
      type: 'PART_TIME',
    })
  })

  it('ignores other parameters, empty and overlong values and unknown types', () => {
    expect(read(`utm_source=x&department=&department=${'a'.repeat(201)}&location=%20%20&type=SOMETIMES`)).toEqual(NO_JOB_FILTERS)
    expect(hasJobFilters(read('utm_source=x'))).toBe(false)
  })

  it('writes the normal form: department, location, type; sorted and once each, from any selection', () => {
    expect(jobFilterSearch({ departments: ['sales', 'it', 'sales'], locations: ['berlin'], type: 'FULL_TIME' })).toBe(
      '?department=it&department=sales&location=berlin&type=FULL_TIME',
    )
    expect(jobFilterSearch(NO_JOB_FILTERS)).toBe('')
    expect(jobFilterSearch({ departments: ['łódź-logistik'], locations: [], type: null })).toBe('?department=%C5%82%C3%B3d%C5%BA-logistik')
  })

  it('reads its own normal form back unchanged', () => {
    const search = '?department=customer-success&department=data&location=vilnius&type=PART_TIME'
    expect(jobFilterSearch(read(search.slice(1)))).toBe(search)
  })
})
