import type { UseMultipleSelectionReturnValue } from 'downshift'
import type { ComboboxText } from '../../i18n/ComboboxText'
import { fillTemplate } from '../../text/fillTemplate'
import type { ComboboxOption } from './ComboboxOption'

interface MultiSelectChipsProps {
  chosen: ComboboxOption[]
  text: ComboboxText
  selection: Pick<UseMultipleSelectionReturnValue<ComboboxOption>, 'getSelectedItemProps' | 'removeSelectedItem'>
}

/**
 * The chosen values as chips, each with a remove button (out of the tab order: arrow left reaches
 * the chips). A name too long for the field is cut short on screen; the chip's tooltip and the
 * button's name carry it whole.
 */
export function MultiSelectChips({ chosen, text, selection }: MultiSelectChipsProps) {
  if (chosen.length === 0) return null
  return (
    <ul className="combobox__chips" aria-label={text.chosen}>
      {chosen.map((option, index) => (
        <li key={option.value} className="combobox__chip" title={option.label} {...selection.getSelectedItemProps({ selectedItem: option, index })}>
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
