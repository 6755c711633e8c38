import { useSelect } from 'downshift'
import { MAX_HEIGHT_PX, OPTION_HEIGHT_PX } from './comboboxDefaults'
import type { ComboboxOption } from './ComboboxOption'
import type { ComboboxText } from '../../i18n/ComboboxText'
import { labelPlacement } from './labelPlacement'
import { OptionList } from './OptionList'

export interface SelectProps {
  label: string
  options: ComboboxOption[]
  /** The chosen option's value. */
  value: string
  onChange: (value: string) => void
  text: ComboboxText
  /** The open list scrolls beyond this height in px (SPEC §9 default 300). */
  maxHeight?: number
  /** The height of an option in px (SPEC §9 default 40). */
  optionHeight?: number
  /** Render with the list open (server-rendered previews and tests). */
  initialIsOpen?: boolean
}

/**
 * A select (downshift's useSelect, the select-only combobox pattern): arrows, Home/End,
 * typing a letter, Enter or Space to choose, Escape to close. A label over LONG_LABEL_CHARS
 * goes above the control instead of beside it.
 */
export function Select({ label, options, value, onChange, text, maxHeight = MAX_HEIGHT_PX, optionHeight = OPTION_HEIGHT_PX, initialIsOpen = false }: SelectProps) {
  const selectedItem = options.find((option) => option.value === value) ?? null
  const { isOpen, getLabelProps, getToggleButtonProps, getMenuProps, getItemProps, highlightedIndex } = useSelect<ComboboxOption>({
    items: options,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    selectedItem,
    initialIsOpen,
    onSelectedItemChange: ({ selectedItem: chosen }) => onChange(chosen?.value ?? ''),
  })
  return (
    <div className={`combobox combobox--select combobox--label-${labelPlacement(label)}`}>
      <label {...getLabelProps()} className="combobox__label">
        {label}
      </label>
      <div className="combobox__field">
        <div className="combobox__control combobox__button" {...getToggleButtonProps()}>
          <span className="combobox__value">{selectedItem?.label ?? ''}</span>
          <span className="combobox__toggle" aria-hidden="true">
            ▾
          </span>
        </div>
        <OptionList
          menuProps={getMenuProps()}
          isOpen={isOpen}
          options={options}
          itemProps={(option, index) => getItemProps({ item: option, index })}
          highlightedIndex={highlightedIndex}
          isSelected={(option) => option === selectedItem}
          message={text.emptyText}
          maxHeight={maxHeight}
          optionHeight={optionHeight}
        />
      </div>
    </div>
  )
}
