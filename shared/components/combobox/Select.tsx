import { useSelect, type UseSelectState, type UseSelectStateChangeOptions } from 'downshift'
import { useRef, type ReactNode } from 'react'
import { comboboxClassName } from './comboboxClassName'
import { MAX_HEIGHT_PX, OPTION_HEIGHT_PX } from './comboboxDefaults'
import { OptionList } from './OptionList'
import { TYPE_TO_FIND_RESET_MS, typeToFindIndex } from './typeToFind'
import { useOpensUpward } from './useOpensUpward'

export interface SelectProps<T> {
  label: string
  /** False: the label names the control for assistive technology only (the phone's country picker). Default true. */
  showLabel?: boolean
  items: readonly T[]
  selectedItem: T | null
  onSelect: (item: T) => void
  /** An item's name: what type-to-find matches and what decides its option's layout. */
  itemText: (item: T) => string
  itemKey: (item: T) => string
  /** How an item looks in the list (its name by default). */
  renderItem?: (item: T) => ReactNode
  /** How the control shows the selected item (its name by default). */
  renderSelected?: (item: T) => ReactNode
  /** Said in the open list when there are no items. */
  emptyText?: string
  className?: string
  /** The open list scrolls beyond this height in px (the product constants default 300). */
  maxHeight?: number
  /** The height of an option in px (the product constants default 40). */
  optionHeight?: number
  /** Render with the list open (server-rendered previews and tests). */
  initialIsOpen?: boolean
}

/**
 * The select of the combobox family (downshift's `useSelect`, the ARIA select-only combobox): a
 * control that opens a listbox; arrows, Home/End, Enter, Space and Escape as ARIA describes
 * (Escape closes the list only, not a dialog around it); typing letters finds an item, and the
 * typed letters reset after TYPE_TO_FIND_RESET_MS. The list opens upward when less than
 * OPEN_UPWARD_BELOW_PX remain below the control. A label over LONG_LABEL_CHARS goes above the
 * control instead of beside it.
 */
export function Select<T>({
  label,
  showLabel = true,
  items,
  selectedItem,
  onSelect,
  itemText,
  itemKey,
  renderItem = (item) => <span className="combobox__option-label">{itemText(item)}</span>,
  renderSelected = itemText,
  emptyText = '',
  className,
  maxHeight = MAX_HEIGHT_PX,
  optionHeight = OPTION_HEIGHT_PX,
  initialIsOpen = false,
}: SelectProps<T>) {
  const typed = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined })
  const selectedKey = selectedItem === null ? null : itemKey(selectedItem)

  const stateReducer = (state: UseSelectState<T>, { type, changes, key }: UseSelectStateChangeOptions<T> & { key?: string }) => {
    if (type !== useSelect.stateChangeTypes.ToggleButtonKeyDownCharacter || !key) return changes
    clearTimeout(typed.current.timer)
    typed.current.text += key
    typed.current.timer = setTimeout(() => (typed.current.text = ''), TYPE_TO_FIND_RESET_MS)
    const current = state.isOpen ? state.highlightedIndex : items.findIndex((item) => itemKey(item) === selectedKey)
    return { ...changes, highlightedIndex: typeToFindIndex(items.map(itemText), typed.current.text, current) }
  }

  const { isOpen, highlightedIndex, getLabelProps, getToggleButtonProps, getMenuProps, getItemProps } = useSelect<T>({
    items: items as T[],
    selectedItem,
    initialIsOpen,
    itemToString: (item) => (item ? itemText(item) : ''),
    itemToKey: (item) => (item ? itemKey(item) : null),
    onSelectedItemChange: ({ selectedItem: item }) => {
      if (item) onSelect(item)
    },
    stateReducer,
  })
  const placement = useOpensUpward<HTMLDivElement>(isOpen)

  return (
    <div className={comboboxClassName('select', label, { showLabel, upward: placement.upward, className })}>
      <label {...getLabelProps()} className={showLabel ? 'combobox__label' : 'visually-hidden'}>
        {label}
      </label>
      <div className="combobox__field">
        <div
          className="combobox__control combobox__button"
          {...getToggleButtonProps({
            ref: placement.ref,
            onKeyDown: (event) => {
              if (isOpen && event.key === 'Escape') event.stopPropagation()
            },
          })}
        >
          <span className="combobox__value">{selectedItem === null ? '' : renderSelected(selectedItem)}</span>
          <span className="combobox__arrow" aria-hidden="true" />
        </div>
        <OptionList
          menuProps={getMenuProps()}
          isOpen={isOpen}
          items={items}
          itemProps={(item, index) => getItemProps({ item, index })}
          itemKey={itemKey}
          itemText={itemText}
          renderItem={renderItem}
          highlightedIndex={highlightedIndex}
          isSelected={(item) => itemKey(item) === selectedKey}
          message={emptyText}
          maxHeight={maxHeight}
          optionHeight={optionHeight}
        />
      </div>
    </div>
  )
}
