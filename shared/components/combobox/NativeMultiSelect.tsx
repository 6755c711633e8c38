import type { ComboboxOption } from './ComboboxOption'
import { labelPlacement } from './labelPlacement'

interface NativeMultiSelectProps {
  /** The form field's name: one value per checked box. */
  name: string
  label: string
  options: ComboboxOption[]
  selected: string[]
}

/** The multiselect without JavaScript: a disclosure holding a group of checkboxes, open when something is chosen. */
export function NativeMultiSelect({ name, label, options, selected }: NativeMultiSelectProps) {
  return (
    <details className="native-multi" open={selected.length > 0}>
      <summary className="native-multi__summary">
        {label}
        {selected.length > 0 ? <span className="native-multi__badge"> ({selected.length})</span> : null}
      </summary>
      <fieldset className="native-multi__group">
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <label key={option.value} className={`native-multi__option native-multi__option--label-${labelPlacement(option.label)}`}>
            <input type="checkbox" name={name} value={option.value} defaultChecked={selected.includes(option.value)} />
            <span className="native-multi__label">
              {option.label}
              {option.count === undefined ? null : <span className="combobox__count">{option.count}</span>}
            </span>
          </label>
        ))}
      </fieldset>
    </details>
  )
}
