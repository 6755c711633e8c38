import { useCombobox, useMultipleSelection, type UseComboboxProps } from 'downshift'
import { useMemo, useState, type KeyboardEvent } from 'react'
import type { ComboboxText } from '../../i18n/ComboboxText'
import { comboboxClassName } from './comboboxClassName'
import { MAX_HEIGHT_PX, OPTION_HEIGHT_PX, OPTIONS_LIMIT } from './comboboxDefaults'
import type { ComboboxOption } from './ComboboxOption'
import { matchesSearch } from './matchesSearch'
import { MultiSelectChips } from './MultiSelectChips'
import { OptionLabel } from './OptionLabel'
import { OptionList } from './OptionList'
import { useOpensUpward } from './useOpensUpward'

export interface MultiSelectProps {
  label: string
  options: ComboboxOption[]
  /** The chosen values, in any order. */
  selected: string[]
  onChange: (selected: string[]) => void
  text: ComboboxText
  /** At most this many options are listed at once (the product constants default 1000). */
  optionsLimit?: number
  /** The open list scrolls beyond this height in px (the product constants default 300). */
  maxHeight?: number
  /** The height of an option in px (the product constants default 40). */
  optionHeight?: number
  /** Render with the list open (server-rendered previews and tests). */
  initialIsOpen?: boolean
  /** Asked as a choice is made: true closes the list (where it would cover the fields below it); by default it stays open for the next choice. */
  closeOnChoice?: () => boolean
}

const { InputKeyDownEnter, ItemClick, ControlledPropUpdatedSelectedItem } = useCombobox.stateChangeTypes
const optionKey = (option: ComboboxOption) => option.value
const optionText = (option: ComboboxOption) => option.label
const renderOption = (option: ComboboxOption) => <OptionLabel option={option} />

const keepOpen = () => false

/**
 * Choosing clears the search and keeps the list open, ready for the next choice, unless
 * `closeOnChoice` says otherwise. The choices live in useMultipleSelection and the combobox's own
 * selectedItem stays null: downshift's sync of that controlled prop into the input must not wipe
 * what is being typed.
 */
function choosing(closeOnChoice: () => boolean): NonNullable<UseComboboxProps<ComboboxOption>['stateReducer']> {
  return (state, { type, changes }) => {
    if (type === InputKeyDownEnter || type === ItemClick)
      return closeOnChoice()
        ? { ...changes, isOpen: false, inputValue: '' }
        : { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex, inputValue: '' }
    if (type === ControlledPropUpdatedSelectedItem) return { ...changes, inputValue: state.inputValue }
    return changes
  }
}

/**
 * A searchable multiselect (downshift's useCombobox and useMultipleSelection): chips for the
 * chosen values, each with a remove button; typing filters the options; arrows, Enter (choose
 * or unchoose), Backspace (remove the last chip), arrow left into the chips and Escape work
 * from the keyboard (Escape closes the list only, not a dialog around it). The list is
 * `aria-multiselectable`, stays open while choosing (unless `closeOnChoice`) and opens upward when less than
 * OPEN_UPWARD_BELOW_PX remain below the control.
 */
export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  text,
  optionsLimit = OPTIONS_LIMIT,
  maxHeight = MAX_HEIGHT_PX,
  optionHeight = OPTION_HEIGHT_PX,
  initialIsOpen = false,
  closeOnChoice = keepOpen,
}: MultiSelectProps) {
  const [search, setSearch] = useState('')
  const chosen = useMemo(() => options.filter((option) => selected.includes(option.value)), [options, selected])
  const listed = useMemo(() => options.filter((option) => matchesSearch(option.label, search)).slice(0, optionsLimit), [options, search, optionsLimit])
  const isChosen = (option: ComboboxOption) => selected.includes(option.value)
  const toggle = (option: ComboboxOption) => onChange(isChosen(option) ? selected.filter((value) => value !== option.value) : [...selected, option.value])

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<ComboboxOption>({
    selectedItems: chosen,
    itemToKey: (option) => option?.value,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems.map((option) => option.value)),
  })
  const { isOpen, getLabelProps, getMenuProps, getInputProps, getItemProps, getToggleButtonProps, highlightedIndex } = useCombobox<ComboboxOption>({
    items: listed,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    selectedItem: null,
    initialIsOpen,
    // Typing highlights the first match, so Enter chooses it.
    defaultHighlightedIndex: 0,
    stateReducer: choosing(closeOnChoice),
    onInputValueChange: ({ inputValue }) => setSearch(inputValue ?? ''),
    onStateChange: ({ type, selectedItem }) => {
      if ((type === InputKeyDownEnter || type === ItemClick) && selectedItem) toggle(selectedItem)
    },
  })
  const placement = useOpensUpward<HTMLDivElement>(isOpen)

  return (
    <div className={comboboxClassName('multi', label, { showLabel: true, upward: placement.upward })}>
      <label {...getLabelProps()} className="combobox__label">
        {label}
      </label>
      <div className="combobox__field">
        <div className="combobox__control" ref={placement.ref}>
          <MultiSelectChips chosen={chosen} text={text} selection={{ getSelectedItemProps, removeSelectedItem }} />
          <input
            className="combobox__input"
            {...getInputProps(
              getDropdownProps({
                preventKeyAction: false,
                onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
                  if (isOpen && event.key === 'Escape') event.stopPropagation()
                },
              }),
            )}
          />
          <button type="button" className="combobox__toggle" aria-label={text.showOptions} {...getToggleButtonProps()}>
            <span aria-hidden="true">▾</span>
          </button>
        </div>
        <OptionList
          menuProps={getMenuProps({ 'aria-multiselectable': true })}
          isOpen={isOpen}
          items={listed}
          itemProps={(option, index) => ({ ...getItemProps({ item: option, index }), 'aria-selected': isChosen(option) })}
          itemKey={optionKey}
          itemText={optionText}
          renderItem={renderOption}
          highlightedIndex={highlightedIndex}
          isSelected={isChosen}
          message={options.length === 0 ? text.emptyText : text.noMatchText}
          maxHeight={maxHeight}
          optionHeight={optionHeight}
        />
      </div>
    </div>
  )
}
