import { fieldProblems } from '../../../shared/editor/fieldProblems'
import { modelBlockLabel, modelRules } from '../../../shared/editor/modelRules'
import { nestedBloks } from '../../../shared/editor/nestedBloks'

type Json = Record<string, unknown>

/** A required field left empty: its label, and the block that holds it, by the labels that lead to it from the story's root. */
export interface EmptyRequiredField {
  field: string
  block: string[]
}

/**
 * Every required field of the story's bloks that is empty (the root, its nested bloks and the bloks
 * in its rich text), in content order. Empty is what the preview's notices call empty
 * (fieldProblems' "missing"), so the editor refuses what the preview flags, and nothing else.
 */
export function emptyRequiredFields(content: Json): EmptyRequiredField[] {
  const root = modelBlockLabel(String(content.component))
  const bloks = [{ blok: content, where: [root] }, ...nestedBloks(content, { richText: true }).map(({ blok, where }) => ({ blok, where: [root, ...where] }))]
  return bloks.flatMap(({ blok, where }) =>
    Object.entries(modelRules(blok.component) ?? {}).flatMap(([name, rule]) =>
      fieldProblems(rule, blok[name]).flatMap((problem) => (problem.kind === 'missing' ? [{ field: problem.field, block: where }] : [])),
    ),
  )
}

/**
 * Why Save or Publish did nothing, naming each empty required field and its block, as Storyblok's
 * editor lists them: "Not saved. Fill in the required fields: “Title” (Page)."
 */
export function requiredFieldsRefusal(action: 'saved' | 'published', empty: EmptyRequiredField[]): string {
  const fields = empty.map(({ field, block }) => `“${field}” (${block.join(' › ')})`).join(', ')
  return `Not ${action}. Fill in the required fields: ${fields}.`
}
