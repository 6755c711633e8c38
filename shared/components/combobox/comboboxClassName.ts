import { labelPlacement } from './labelPlacement'

/**
 * The class names of a select or multiselect's root: its kind, where its label goes (beside, above,
 * or only for assistive technology) and which way its list opens.
 */
export function comboboxClassName(
  kind: 'select' | 'multi',
  label: string,
  { showLabel, upward, className }: { showLabel: boolean; upward: boolean; className?: string | undefined },
): string {
  return ['combobox', `combobox--${kind}`, `combobox--label-${showLabel ? labelPlacement(label) : 'hidden'}`, upward ? 'combobox--up' : '', className ?? '']
    .filter(Boolean)
    .join(' ')
}
