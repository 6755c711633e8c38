import { comboboxClassName } from './comboboxClassName'
import type { ComboboxOption } from './ComboboxOption'
import { labelPlacement } from './labelPlacement'

interface NativeMultiSelectProps {
  /** The form field's name: one value per checked box. */
  name: string
  label: string
  options: ComboboxOption[]
  selected: string[]
}

/**
 * The multiselect without JavaScript: a disclosure holding a group of checkboxes. Closed, it
 * looks and measures like the MultiSelect that replaces it once scripts run (its label, a
 * control with the chosen values as chips, an arrow), so the swap moves nothing; the label the
 * eye reads is repeated inside the summary for assistive technology, which then hears the choices too.
 */
export function NativeMultiSelect({ name, label, options, selected }: NativeMultiSelectProps) {
  const chosen = options.filter((option) => selected.includes(option.value))
  return (
    <div className={comboboxClassName('multi', label, { showLabel: true, upward: false })}>
      <span className="combobox__label" aria-hidden="true">
        {label}
      </span>
      <details className="combobox__field native-multi">
        <summary className="combobox__control native-multi__summary">
          <span className="visually-hidden">{label}</span>
          {chosen.length > 0 ? (
            <span className="combobox__chips">
              {chosen.map((option) => (
                <span key={option.value} className="combobox__chip" title={option.label}>
                  <span className="combobox__chip-label">{option.label}</span>
                </span>
              ))}
            </span>
          ) : null}
          <span className="combobox__input" />
          <span className="combobox__toggle" aria-hidden="true">
            ▾
          </span>
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
    </div>
  )
}
