import type { UseMultipleSelectionReturnValue } from 'downshift'
import type { ComboboxText } from '../../i18n/ComboboxText'
import { fillTemplate } from '../../text/fillTemplate'
import type { ComboboxOption } from './ComboboxOption'

interface MultiSelectChipsProps {
  chosen: ComboboxOption[]
  text: ComboboxText
  selection: Pick<UseMultipleSelectionReturnValue<ComboboxOption>, 'getSelectedItemProps' | 'removeSelectedItem'>
}

/** The chosen values as chips, each with a remove button (out of the tab order: arrow left reaches the chips). */
export function MultiSelectChips({ chosen, text, selection }: MultiSelectChipsProps) {
  if (chosen.length === 0) return null
  return (
    <ul className="combobox__chips" aria-label={text.chosen}>
      {chosen.map((option, index) => (
        <li key={option.value} className="combobox__chip" {...selection.getSelectedItemProps({ selectedItem: option, index })}>
          <span className="combobox__chip-label">{option.label}</span>
          <button
            type="button"
            className="combobox__chip-remove"
            tabIndex={-1}
            aria-label={fillTemplate(text.remove, { label: option.label })}
            onClick={(event) => {
              event.stopPropagation()
              selection.removeSelectedItem(option)
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
