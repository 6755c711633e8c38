import type { BlokRules, FieldRule } from '../content/schema/blokRules'
import rules from '../content/schema/generated/blokRules.json'

const MODEL_RULES: BlokRules = rules

/**
 * The fields a component declares, by name, from the content model's rules (written by `npm run
 * build`); undefined for a component the model does not know.
 */
export function modelRules(component: unknown): Readonly<Record<string, FieldRule>> | undefined {
  return typeof component === 'string' && Object.hasOwn(MODEL_RULES, component) ? MODEL_RULES[component] : undefined
}
