/** The words of a select or multiselect, in the page's language (the message catalogue's `jobFilters.combobox`). */
export interface ComboboxText {
  /** Shown when there is no option at all (the product constants: 'List is empty.'). */
  emptyText: string
  /** Shown when the search matches no option (the product constants: 'No elements found. Consider changing the search query.'). */
  noMatchText: string
  /** The remove button of a chosen value; `{label}` stands for the value. */
  remove: string
  /** The button that opens the list. */
  showOptions: string
  /** Names the chosen values. */
  chosen: string
}
