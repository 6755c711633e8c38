import { oncePerObject } from '../content/oncePerObject'
import type { BlokProblem } from './BlokProblem'
import { fieldProblems } from './fieldProblems'
import { modelRules } from './modelRules'

/** The values of each datasource's entries, by datasource slug (what the preview read from the space). */
export type DatasourceValues = Readonly<Record<string, readonly string[]>>

/** What the model alone tells of a blok, once per blok object (published content is shared and never changes). */
const modelProblems = oncePerObject((blok: object): readonly BlokProblem[] => {
  const fields = modelRules((blok as { component?: unknown }).component)
  const component = (blok as { component?: unknown }).component
  if (!fields) return [{ kind: 'unknown', component: typeof component === 'string' ? component : String(component) }]
  const content = blok as Record<string, unknown>
  return Object.entries(fields).flatMap(([name, rule]) => fieldProblems(rule, content[name]))
})

/** Values of option fields that are no entry of their datasource; a datasource not read is not checked. */
function datasourceProblems(blok: object, datasources: DatasourceValues): BlokProblem[] {
  const content = blok as Record<string, unknown>
  return Object.entries(modelRules(content.component) ?? {}).flatMap(([field, { datasource, label }]) => {
    const entries = datasource && Object.hasOwn(datasources, datasource) ? datasources[datasource] : undefined
    const value = content[field]
    if (!entries || (typeof value !== 'string' && !Array.isArray(value))) return []
    const values: unknown[] = Array.isArray(value) ? value : [value]
    return values
      .filter((item) => item !== '' && !entries.includes(String(item)))
      .map((item) => ({ kind: 'notAnOption' as const, field: label, value: String(item) }))
  })
}

/**
 * How one blok breaks the content model: an unknown component, a required field left empty, a
 * field whose value has the wrong shape for its type, a malformed date, a value outside the
 * field's options (its own list, or `datasources`' entries when given), a link or file of a kind
 * the field does not take. Nested bloks are checked where they render.
 */
export function blokProblems(blok: object, datasources: DatasourceValues = {}): readonly BlokProblem[] {
  const problems = modelProblems(blok)
  const outside = datasourceProblems(blok, datasources)
  return outside.length > 0 ? [...problems, ...outside] : problems
}
