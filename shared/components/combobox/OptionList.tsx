import type { HTMLAttributes } from 'react'
import type { ComboboxOption } from './ComboboxOption'
import { labelPlacement } from './labelPlacement'

interface OptionListProps {
  /** What downshift's getMenuProps gave. */
  menuProps: HTMLAttributes<HTMLUListElement>
  isOpen: boolean
  /** The options to list, already limited. */
  options: ComboboxOption[]
  /** What downshift's getItemProps gives for an option. */
  itemProps: (option: ComboboxOption, index: number) => HTMLAttributes<HTMLLIElement>
  highlightedIndex: number
  isSelected: (option: ComboboxOption) => boolean
  /** Said instead of options when there are none to show. */
  message: string | null
  maxHeight: number
  optionHeight: number
}

/** The open list of a select or multiselect: options with their counts, or why there are none. */
export function OptionList({ menuProps, isOpen, options, itemProps, highlightedIndex, isSelected, message, maxHeight, optionHeight }: OptionListProps) {
  return (
    <div className="combobox__popup" hidden={!isOpen}>
      <ul {...menuProps} className="combobox__menu" style={{ maxHeight }}>
        {isOpen
          ? options.map((option, index) => (
              <li
                key={option.value}
                {...itemProps(option, index)}
                className={`combobox__option combobox__option--label-${labelPlacement(option.label)}${index === highlightedIndex ? ' combobox__option--highlighted' : ''}`}
                style={{ minHeight: optionHeight }}
              >
                <span className="combobox__check" aria-hidden="true">
                  {isSelected(option) ? '✓' : ''}
                </span>
                <span className="combobox__option-label">{option.label}</span>
                {option.count === undefined ? null : <span className="combobox__count">{option.count}</span>}
              </li>
            ))
          : null}
      </ul>
      <p className="combobox__message" role="status">
        {isOpen && options.length === 0 ? message : ''}
      </p>
    </div>
  )
}
