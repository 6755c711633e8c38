import type { ComboboxOption } from '../components/combobox/ComboboxOption'
import { NativeMultiSelect } from '../components/combobox/NativeMultiSelect'
import { NativeSelect } from '../components/combobox/NativeSelect'
import { JOB_FILTER_PARAMS, type JobFilterSelection } from '../jobFilters/jobFilterQuery'

interface JobFilterNativeFieldsProps {
  departments: ComboboxOption[]
  locations: ComboboxOption[]
  types: ComboboxOption[]
  selection: JobFilterSelection
  text: { department: string; location: string; employmentType: string }
}

/**
 * The filters as the server renders them, which work without JavaScript: checkbox groups in
 * disclosures and a native select of a GET form (its submit button is the form's). Each field's
 * `data-field` names it, so the combobox that replaces it can take the focus and open where the visitor was.
 */
export function JobFilterNativeFields({ departments, locations, types, selection, text }: JobFilterNativeFieldsProps) {
  return (
    <div className="job-filters__fields">
      <div data-field={JOB_FILTER_PARAMS.department}>
        <NativeMultiSelect name={JOB_FILTER_PARAMS.department} label={text.department} options={departments} selected={selection.departments} />
      </div>
      <div data-field={JOB_FILTER_PARAMS.location}>
        <NativeMultiSelect name={JOB_FILTER_PARAMS.location} label={text.location} options={locations} selected={selection.locations} />
      </div>
      <div data-field={JOB_FILTER_PARAMS.type}>
        <NativeSelect name={JOB_FILTER_PARAMS.type} label={text.employmentType} options={types} value={selection.type ?? ''} />
      </div>
    </div>
  )
}
