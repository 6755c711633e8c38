import type { contentModel as ContentModel } from './contentModel'

/** What the preview's check needs of a field: its name as the editor sees it, its Storyblok type, whether it is required, and the values and kinds it takes. */
export interface FieldRule {
  /** The field's display name in Storyblok's form (`Big title`), or its key where it has none. */
  label: string
  type: string
  required?: boolean
  /** A relation (`source: internal_stories`): a story's uuid, or the story itself once the API resolved it. */
  relation?: boolean
  /** `option`, `options`: the values of the field's own list. */
  options?: string[]
  /** `option`, `options`: the slug of the datasource whose entries' values it takes. */
  datasource?: string
  /** `asset`, `multiasset`: the kinds of file it takes (images, videos, audios, texts). */
  filetypes?: string[]
  /** `multilink`: the kinds of link it takes (story and url always; email and asset when the field allows them). */
  linktypes?: string[]
  /** `bloks`, `richtext`: the components it takes (a rich text's `blok` nodes); empty, none. */
  allow?: string[]
}

/** A component's display name in Storyblok (`Blog article`), and its fields' rules by field name. */
interface BlockRules {
  label: string
  fields: Record<string, FieldRule>
}

/** Every component's rules, by component name. */
export type BlokRules = Record<string, BlockRules>

type ModelField = (typeof ContentModel.blocks)[keyof typeof ContentModel.blocks]['fields'][number]

/** Storyblok's field types that arrange the form and hold no value. */
const LAYOUT_TYPES: ReadonlySet<string> = new Set(['tab', 'section'])

/** Reads an option a field may declare (the model's fields are a union; most declare few options). */
const option = (field: ModelField, name: string): unknown => (name in field ? (field as Record<string, unknown>)[name] : undefined)

/** The values and kinds a field takes, where the model states them. */
function takes(field: ModelField): Partial<FieldRule> {
  const source = option(field, 'source')
  const options = option(field, 'options')
  const datasource = option(field, 'datasource')
  switch (field.type as string) {
    case 'option':
    case 'options':
      if (source === 'internal_stories') return { relation: true }
      if (source === 'internal' && typeof datasource === 'string') return { datasource }
      return Array.isArray(options) && options.length > 0 ? { options: options.map((entry: { value: string }) => entry.value) } : {}
    case 'asset':
    case 'multiasset': {
      const filetypes = option(field, 'filetypes')
      return Array.isArray(filetypes) && filetypes.length > 0 ? { filetypes: [...(filetypes as string[])] } : {}
    }
    case 'multilink':
      return {
        linktypes: ['story', 'url', ...(option(field, 'email_link_type') ? ['email'] : []), ...(option(field, 'asset_link_type') ? ['asset'] : [])],
      }
    case 'bloks':
    case 'richtext': {
      // An empty list is kept: such a field takes no bloks at all (a field without a list takes any).
      const allow = option(field, 'allow')
      return Array.isArray(allow) ? { allow: [...(allow as string[])] } : {}
    }
    default:
      return {}
  }
}

/**
 * The model reduced to the rules the preview checks (a few KB of JSON). `npm run build` writes them
 * to `generated/blokRules.json`, because the model's `define*` calls come from `@storyblok/schema`,
 * whose validator (with zod) must stay out of the worker and browser bundles.
 */
export function blokRules(model: typeof ContentModel): BlokRules {
  return Object.fromEntries(
    Object.values(model.blocks).map((block) => [
      block.name,
      {
        label: block.display_name ?? block.name,
        fields: Object.fromEntries(
          block.fields
            // Tabs (and sections) only arrange the editor's form: they hold no value.
            .filter((field: ModelField) => !LAYOUT_TYPES.has(field.type))
            .map((field: ModelField) => [
              field.name,
              {
                label: (option(field, 'display_name') as string | undefined) ?? field.name,
                type: field.type,
                ...('required' in field && field.required ? { required: true } : {}),
                ...takes(field),
              },
            ]),
        ),
      },
    ]),
  )
}
