import type { ComboboxOption } from './ComboboxOption'

/** How a choice reads in a list: its label, and its count when it has one. */
export function OptionLabel({ option }: { option: ComboboxOption }) {
  return (
    <>
      <span className="combobox__option-label">{option.label}</span>
      {option.count === undefined ? null : <span className="combobox__count">{option.count}</span>}
    </>
  )
}
