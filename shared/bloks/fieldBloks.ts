import type { ComponentName, FieldName } from '../content/schema/contentModel'
import { modelRules } from '../editor/modelRules'

/**
 * The bloks one field of the model takes (its allow list; none where it declares none): what a
 * rich text of that field renders. Called once per field, where a module names its field.
 */
export function fieldBloks<N extends ComponentName>(component: N, field: FieldName<N>): ReadonlySet<string> {
  return new Set(modelRules(component)?.[field]?.allow ?? [])
}
