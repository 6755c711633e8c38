import { EMPLOYMENT_TYPES, type EmploymentType } from '../content/types/employmentTypes'
import { slugify } from '../text/slugify'

/** The open positions' query parameters, in the order of the normal form. */
export const JOB_FILTER_PARAMS = { department: 'department', location: 'location', type: 'type' } as const

/** A longer value cannot name a department or location: it is dropped unread. */
const MAX_VALUE_LENGTH = 200

/** What the open positions are filtered by: department and location values (slugs of their names), and the employment type. */
export interface JobFilterSelection {
  departments: string[]
  locations: string[]
  /** Null for every type. */
  type: EmploymentType | null
}

export const NO_JOB_FILTERS: JobFilterSelection = { departments: [], locations: [], type: null }

function readValues(params: URLSearchParams, name: string): string[] {
  const values = new Set<string>()
  for (const raw of params.getAll(name)) {
    const value = raw.length > MAX_VALUE_LENGTH ? '' : slugify(raw)
    if (value) values.add(value)
  }
  return normalValues([...values])
}

function readType(params: URLSearchParams): EmploymentType | null {
  for (const raw of params.getAll(JOB_FILTER_PARAMS.type)) {
    const candidate = raw.length > MAX_VALUE_LENGTH ? '' : slugify(raw).replaceAll('-', '_').toUpperCase()
    const type = EMPLOYMENT_TYPES.find((known) => known === candidate)
    if (type) return type
  }
  return null
}

/**
 * The filters a query asks for, read generously (any case, spaces or dashes, any order,
 * repeated values) and returned in normal form: slugs, sorted, each once; the first known
 * employment type. Other parameters are ignored.
 */
export function readJobFilterQuery(params: URLSearchParams): JobFilterSelection {
  return { departments: readValues(params, JOB_FILTER_PARAMS.department), locations: readValues(params, JOB_FILTER_PARAMS.location), type: readType(params) }
}

function normalValues(values: string[]): string[] {
  return [...new Set(values)].sort()
}

/** The normal query of a selection (`?department=it&department=sales&location=berlin&type=FULL_TIME`: sorted, each once), '' for none. */
export function jobFilterSearch(selection: JobFilterSelection): string {
  const params = new URLSearchParams()
  for (const department of normalValues(selection.departments)) params.append(JOB_FILTER_PARAMS.department, department)
  for (const location of normalValues(selection.locations)) params.append(JOB_FILTER_PARAMS.location, location)
  if (selection.type) params.append(JOB_FILTER_PARAMS.type, selection.type)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** True when a selection filters anything. */
export function hasJobFilters(selection: JobFilterSelection): boolean {
  return selection.departments.length > 0 || selection.locations.length > 0 || selection.type !== null
}
