import type { BlokRules, FieldRule } from '../content/model/blokRules'
import rules from '../content/model/generated/blokRules.json'
import { oncePerObject } from '../content/oncePerObject'

/** How a blok breaks the content model, as the preview tells the editor. */
export type BlokProblem = { kind: 'unknown' } | { kind: 'missing'; field: string } | { kind: 'wrongType'; field: string }

const BLOK_RULES: BlokRules = rules

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a value has the shape Storyblok stores for a field type (types the site does not check pass). */
function hasShape({ type, relation }: FieldRule, value: unknown): boolean {
  if (relation && type === 'option' && isObject(value)) return true
  switch (type) {
    case 'text':
    case 'textarea':
    case 'markdown':
    case 'datetime':
    case 'option':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    case 'boolean':
      return typeof value === 'boolean'
    case 'richtext':
      return isObject(value) && value.type === 'doc' && (value.content === undefined || Array.isArray(value.content))
    case 'bloks':
    case 'options':
    case 'multiasset':
      return Array.isArray(value)
    case 'asset':
    case 'multilink':
    case 'table':
      return isObject(value)
    default:
      return true
  }
}

/** Empty as Storyblok's required check sees it (`blank?`). */
const isUnset = (value: unknown) => value === undefined || value === null || value === ''

function fieldProblem(name: string, rule: FieldRule, value: unknown): BlokProblem | null {
  if (isUnset(value)) return rule.required ? { kind: 'missing', field: name } : null
  return hasShape(rule, value) ? null : { kind: 'wrongType', field: name }
}

/**
 * How one blok breaks the content model: an unknown component, a required field left empty, or a
 * field whose value has the wrong shape for its type. Nested bloks are checked where they render.
 */
export const blokProblems = oncePerObject((blok: object): readonly BlokProblem[] => {
  const { component } = blok as { component?: unknown }
  const fields = typeof component === 'string' && Object.hasOwn(BLOK_RULES, component) ? BLOK_RULES[component] : undefined
  if (!fields) return [{ kind: 'unknown' }]
  const content = blok as Record<string, unknown>
  return Object.entries(fields).flatMap(([name, rule]) => fieldProblem(name, rule, content[name]) ?? [])
})
