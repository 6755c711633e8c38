import { comboboxClassName } from './comboboxClassName'
import type { ComboboxOption } from './ComboboxOption'

interface NativeSelectProps {
  name: string
  label: string
  /** False: the label names the control for assistive technology only. Default true. */
  showLabel?: boolean
  options: readonly ComboboxOption[]
  value: string
  className?: string
}

/** The select without JavaScript: a native <select>, its label beside it, above it when the label is long, or for assistive technology only. */
export function NativeSelect({ name, label, showLabel = true, options, value, className }: NativeSelectProps) {
  return (
    <label className={`${comboboxClassName('select', label, { showLabel, upward: false, className })} combobox--native`}>
      <span className={showLabel ? 'combobox__label' : 'visually-hidden'}>{label}</span>
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
