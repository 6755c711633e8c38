import { useLayoutEffect, useRef } from 'react'
import type { ComboboxOption } from '../components/combobox/ComboboxOption'
import { MultiSelect } from '../components/combobox/MultiSelect'
import { OptionLabel } from '../components/combobox/OptionLabel'
import { Select } from '../components/combobox/Select'
import { EMPLOYMENT_TYPES } from '../content/types/employmentTypes'
import type { ComboboxText } from '../i18n/ComboboxText'
import { JOB_FILTER_PARAMS, type JobFilterSelection } from '../jobFilters/jobFilterQuery'

export interface JobFilterFieldsProps {
  /** Each with its count given the other filters. */
  departments: ComboboxOption[]
  locations: ComboboxOption[]
  /** Every type first (value ''), then each employment type. */
  types: ComboboxOption[]
  selection: JobFilterSelection
  onChange: (next: JobFilterSelection) => void
  labels: { department: string; location: string; employmentType: string }
  text: ComboboxText
  /** The field (a JOB_FILTER_PARAMS value) whose control takes the focus as these fields appear: the one the visitor was in. */
  focusField: string | null
  /** The field whose list is open as these fields appear: the disclosure the visitor clicked before they were here. */
  openField?: string | null
}

/** Where the fields stand side by side (templates.css, `.job-filters__fields`); narrower, each list would cover the fields below it. */
const FIELDS_SIDE_BY_SIDE = '(min-width: 1024px)'
const fieldsStacked = () => !window.matchMedia(FIELDS_SIDE_BY_SIDE).matches

const optionValue = (option: ComboboxOption) => option.value
const optionLabel = (option: ComboboxOption) => option.label
const renderOption = (option: ComboboxOption) => <OptionLabel option={option} />

function employmentType(value: string): JobFilterSelection['type'] {
  return EMPLOYMENT_TYPES.find((type) => type === value) ?? null
}

/**
 * The filters' fields with JavaScript (the combobox family, downshift): a multiselect per
 * department and location and a select for the employment type. Where the fields are stacked (a
 * phone), a multiselect's list closes after a choice instead of covering the next fields. The JobFilters island loads
 * them when a visitor reaches for the filters, so pages that are only read never load downshift.
 */
export function JobFilterFields({ departments, locations, types, selection, onChange, labels, text, focusField, openField = null }: JobFilterFieldsProps) {
  const root = useRef<HTMLDivElement>(null)
  // In the commit that removes the native field the focus was in, so the focus never rests on
  // the page's body in between (a Tab pressed then would start over from there).
  useLayoutEffect(() => {
    if (focusField) root.current?.querySelector<HTMLElement>(`[data-field="${focusField}"] [role="combobox"]`)?.focus()
  }, [focusField])
  return (
    <div className="job-filters__fields" ref={root}>
      <div data-field={JOB_FILTER_PARAMS.department}>
        <MultiSelect
          label={labels.department}
          options={departments}
          selected={selection.departments}
          onChange={(values) => onChange({ ...selection, departments: values })}
          text={text}
          initialIsOpen={openField === JOB_FILTER_PARAMS.department}
          closeOnChoice={fieldsStacked}
        />
      </div>
      <div data-field={JOB_FILTER_PARAMS.location}>
        <MultiSelect
          label={labels.location}
          options={locations}
          selected={selection.locations}
          onChange={(values) => onChange({ ...selection, locations: values })}
          text={text}
          initialIsOpen={openField === JOB_FILTER_PARAMS.location}
          closeOnChoice={fieldsStacked}
        />
      </div>
      <div data-field={JOB_FILTER_PARAMS.type}>
        <Select
          label={labels.employmentType}
          items={types}
          selectedItem={types.find((option) => option.value === (selection.type ?? '')) ?? null}
          onSelect={(option) => onChange({ ...selection, type: employmentType(option.value) })}
          itemKey={optionValue}
          itemText={optionLabel}
          renderItem={renderOption}
          emptyText={text.emptyText}
        />
      </div>
    </div>
  )
}
