import { LONG_LABEL_CHARS } from './comboboxDefaults'

/** Where a label goes: beside its control, or above it when it is longer than LONG_LABEL_CHARS. */
export type LabelPlacement = 'beside' | 'above'

export function labelPlacement(label: string): LabelPlacement {
  return [...label].length > LONG_LABEL_CHARS ? 'above' : 'beside'
}
