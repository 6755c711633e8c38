import { useSelect, type UseSelectState, type UseSelectStateChangeOptions } from 'downshift'
import { useRef, useState, type ReactNode } from 'react'
import { TYPE_TO_FIND_RESET_MS, typeToFindIndex } from './typeToFind'

/** Below this many pixels under the toggle the list opens upward (SPEC §9). */
export const OPEN_UPWARD_BELOW_PX = 200

export interface SelectComboboxProps<T> {
  items: readonly T[]
  selectedItem: T
  onSelect: (item: T) => void
  /** What type-to-find matches against (the item's name). */
  itemText: (item: T) => string
  itemKey: (item: T) => string
  /** How an item looks in the list. */
  renderItem: (item: T) => ReactNode
  /** How the toggle shows the selected item. */
  renderSelected: (item: T) => ReactNode
  /** The control's accessible name. */
  label: string
  className?: string
}

/**
 * A single-select combobox (downshift's `useSelect`, the ARIA select-only combobox): a
 * button that opens a listbox; arrows, Home/End, Enter and Escape as ARIA describes; typing
 * letters finds an item, and the typed letters reset after TYPE_TO_FIND_RESET_MS. The list
 * opens upward when less than OPEN_UPWARD_BELOW_PX remain below the button.
 */
export function SelectCombobox<T>({ items, selectedItem, onSelect, itemText, itemKey, renderItem, renderSelected, label, className }: SelectComboboxProps<T>) {
  const toggleRef = useRef<HTMLDivElement | null>(null)
  const typed = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined })
  const [upward, setUpward] = useState(false)

  const stateReducer = (state: UseSelectState<T>, { type, changes, key }: UseSelectStateChangeOptions<T> & { key?: string }) => {
    if (type !== useSelect.stateChangeTypes.ToggleButtonKeyDownCharacter || !key) return changes
    clearTimeout(typed.current.timer)
    typed.current.text += key
    typed.current.timer = setTimeout(() => (typed.current.text = ''), TYPE_TO_FIND_RESET_MS)
    const current = state.isOpen ? state.highlightedIndex : items.findIndex((item) => itemKey(item) === itemKey(selectedItem))
    return { ...changes, highlightedIndex: typeToFindIndex(items.map(itemText), typed.current.text, current) }
  }

  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps } = useSelect<T>({
    items: items as T[],
    selectedItem,
    itemToString: (item) => (item ? itemText(item) : ''),
    itemToKey: (item) => (item ? itemKey(item) : null),
    onSelectedItemChange: ({ selectedItem: item }) => {
      if (item) onSelect(item)
    },
    onIsOpenChange: ({ isOpen: opening }) => {
      const toggle = toggleRef.current
      if (opening && toggle) setUpward(window.innerHeight - toggle.getBoundingClientRect().bottom < OPEN_UPWARD_BELOW_PX)
    },
    stateReducer,
  })

  return (
    <div className={['combobox', upward ? 'combobox--up' : '', className].filter(Boolean).join(' ')} data-open={isOpen ? '' : undefined}>
      <div
        className="combobox__toggle"
        {...getToggleButtonProps({
          ref: toggleRef,
          'aria-label': label,
          // Escape closes the list only, not a dialog around it.
          onKeyDown: (event) => {
            if (isOpen && event.key === 'Escape') event.stopPropagation()
          },
        })}
      >
        {renderSelected(selectedItem)}
      </div>
      <ul className="combobox__menu" {...getMenuProps({ 'aria-label': label })} hidden={!isOpen}>
        {isOpen
          ? items.map((item, index) => (
              <li key={itemKey(item)} className={['combobox__item', highlightedIndex === index ? 'combobox__item--active' : ''].filter(Boolean).join(' ')} {...getItemProps({ item, index })}>
                {renderItem(item)}
              </li>
            ))
          : null}
      </ul>
    </div>
  )
}
