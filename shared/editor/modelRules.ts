import type { BlokRules, FieldRule } from '../content/schema/blokRules'
import rules from '../content/schema/generated/blokRules.json'

/** The content model's rules (written by `npm run build`). */
export const MODEL_RULES: BlokRules = rules

const known = (component: unknown): component is string => typeof component === 'string' && Object.hasOwn(MODEL_RULES, component)

/** The fields a component declares, by name; undefined for a component the model does not know. */
export function modelRules(component: unknown): Readonly<Record<string, FieldRule>> | undefined {
  return known(component) ? MODEL_RULES[component]?.fields : undefined
}

/** A component's name as the editor sees it (`Blog article`); the component itself for one the model does not know. */
export function modelBlockLabel(component: string): string {
  return known(component) ? (MODEL_RULES[component]?.label ?? component) : component
}
