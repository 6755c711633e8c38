/** One choice of a select or multiselect. */
export interface ComboboxOption {
  /** What the address and the form carry. */
  value: string
  /** What the visitor reads. */
  label: string
  /** How many items the choice stands for, shown beside its label. */
  count?: number
}
