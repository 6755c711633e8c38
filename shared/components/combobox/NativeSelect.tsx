import type { ComboboxOption } from './ComboboxOption'
import { labelPlacement } from './labelPlacement'

interface NativeSelectProps {
  name: string
  label: string
  options: ComboboxOption[]
  value: string
}

/** The select without JavaScript: a native <select>, its label beside it, or above it when the label is long. */
export function NativeSelect({ name, label, options, value }: NativeSelectProps) {
  return (
    <label className={`combobox combobox--native combobox--label-${labelPlacement(label)}`}>
      <span className="combobox__label">{label}</span>
      <select className="combobox__control" name={name} defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.count === undefined ? option.label : `${option.label} (${option.count})`}
          </option>
        ))}
      </select>
    </label>
  )
}
