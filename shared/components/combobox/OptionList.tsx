import type { HTMLAttributes, ReactNode } from 'react'
import { labelPlacement } from './labelPlacement'

export interface OptionListProps<T> {
  /** What downshift's getMenuProps gave. */
  menuProps: HTMLAttributes<HTMLUListElement>
  isOpen: boolean
  /** The items to list, already searched and limited. */
  items: readonly T[]
  /** What downshift's getItemProps gives for an item. */
  itemProps: (item: T, index: number) => HTMLAttributes<HTMLLIElement>
  itemKey: (item: T) => string
  /** An item's name: a name over LONG_LABEL_CHARS goes above the rest of the option. */
  itemText: (item: T) => string
  renderItem: (item: T) => ReactNode
  highlightedIndex: number
  isSelected: (item: T) => boolean
  /** Said instead of items when there are none to show. */
  message: string | null
  maxHeight: number
  optionHeight: number
}

/** The open list of every select and multiselect: the items (a check mark on the chosen ones), or why there are none. */
export function OptionList<T>({
  menuProps,
  isOpen,
  items,
  itemProps,
  itemKey,
  itemText,
  renderItem,
  highlightedIndex,
  isSelected,
  message,
  maxHeight,
  optionHeight,
}: OptionListProps<T>) {
  return (
    <div className="combobox__popup" hidden={!isOpen}>
      <ul {...menuProps} className="combobox__menu" style={{ maxHeight }}>
        {isOpen
          ? items.map((item, index) => (
              <li
                key={itemKey(item)}
                {...itemProps(item, index)}
                className={`combobox__option combobox__option--label-${labelPlacement(itemText(item))}${index === highlightedIndex ? ' combobox__option--highlighted' : ''}`}
                style={{ minHeight: optionHeight }}
              >
                <span className="combobox__check" aria-hidden="true">
                  {isSelected(item) ? '✓' : ''}
                </span>
                {renderItem(item)}
              </li>
            ))
          : null}
      </ul>
      <p className="combobox__message" role="status">
        {isOpen && items.length === 0 ? message : ''}
      </p>
    </div>
  )
}
