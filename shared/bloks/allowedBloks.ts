import type { BlokRules, FieldRule } from '../content/schema/blokRules'
import rules from '../content/schema/generated/blokRules.json'

const MODEL_RULES: BlokRules = rules

/**
 * The components the model's allow lists name for the fields `where` picks (as `npm run build`
 * writes them from the model): the one list of which bloks fit where.
 */
export function allowedBloks(where: (component: string, field: string, rule: FieldRule) => boolean): ReadonlySet<string> {
  return new Set(
    Object.entries(MODEL_RULES).flatMap(([component, fields]) =>
      Object.entries(fields).flatMap(([field, rule]) => (where(component, field, rule) ? (rule.allow ?? []) : [])),
    ),
  )
}
