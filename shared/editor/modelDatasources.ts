import type { BlokRules } from '../content/schema/blokRules'
import rules from '../content/schema/generated/blokRules.json'

const MODEL_RULES: BlokRules = rules

/** The datasources whose entries option fields take (`blog-categories`, …): what a preview reads to check those fields. */
export const MODEL_DATASOURCES: readonly string[] = [
  ...new Set(Object.values(MODEL_RULES).flatMap((fields) => Object.values(fields).flatMap((rule) => (rule.datasource ? [rule.datasource] : [])))),
]
