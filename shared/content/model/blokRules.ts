import type { contentModel as ContentModel } from './contentModel'

/** What the preview's check needs of a field: its Storyblok type and whether it is required. */
export interface FieldRule {
  type: string
  required?: boolean
  /** A relation (`source: internal_stories`): a story's uuid, or the story itself once the API resolved it. */
  relation?: boolean
}

/** Every component's field rules, by component name and field name. */
export type BlokRules = Record<string, Record<string, FieldRule>>

/**
 * The model reduced to the rules the preview checks (a few KB of JSON). `npm run build` writes them
 * to `generated/blokRules.json`, because the model's `define*` calls come from `@storyblok/schema`,
 * whose validator (with zod) must stay out of the worker and browser bundles.
 */
export function blokRules(model: typeof ContentModel): BlokRules {
  return Object.fromEntries(
    Object.values(model.blocks).map((block) => [
      block.name,
      Object.fromEntries(
        block.fields.map((field) => [
          field.name,
          {
            type: field.type,
            ...('required' in field && field.required ? { required: true } : {}),
            ...('source' in field && field.source === 'internal_stories' ? { relation: true } : {}),
          },
        ]),
      ),
    ]),
  )
}
