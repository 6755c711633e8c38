import { MODEL_RULES } from './modelRules'

/** The datasources whose entries option fields take (`blog-categories`, …): what a preview reads to check those fields. */
export const MODEL_DATASOURCES: readonly string[] = [
  ...new Set(Object.values(MODEL_RULES).flatMap(({ fields }) => Object.values(fields).flatMap((rule) => (rule.datasource ? [rule.datasource] : [])))),
]
