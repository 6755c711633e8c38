import type { contentModel } from './contentModel'

type ModelBlock = (typeof contentModel.blocks)[keyof typeof contentModel.blocks]
type ModelFolder = (typeof contentModel.folders)[keyof typeof contentModel.folders]

/** A field as the Management API stores it in a component's `schema` (keyed by field name). */
export type WireField = Record<string, unknown> & { type: string; pos: number }

/** A component as the Management API's `POST/PUT /v1/spaces/{id}/components` takes it (`component_group_uuid` set at push time). */
export interface WireComponent {
  name: string
  display_name?: string
  is_root: boolean
  is_nestable: boolean
  /** The component group's name (the model's folder), resolved to its uuid when pushed. */
  group: string | null
  schema: Record<string, WireField>
}

/**
 * One field of the model in the Management API's format, as the `storyblok` CLI's `schema push`
 * maps it: `allow` becomes `component_whitelist` (with `restrict_components` on bloks fields, and
 * on rich text for its embedded bloks) and `datasource` becomes `datasource_slug`.
 */
function toWireField(field: Record<string, unknown>): [string, WireField] {
  const { name, allow, datasource, ...rest } = field
  const wire = { ...rest } as WireField
  if (Array.isArray(allow)) {
    wire.component_whitelist = allow
    wire.restrict_components = true
    if (rest.type === 'bloks') wire.restrict_type = ''
  }
  if (typeof datasource === 'string') wire.datasource_slug = datasource
  return [String(name), wire]
}

/** A component of the model in the Management API's format. */
export function toWireComponent(block: ModelBlock): WireComponent {
  const folder = 'folder' in block ? (block.folder as ModelFolder | string | undefined) : undefined
  return {
    name: block.name,
    ...('display_name' in block && typeof block.display_name === 'string' ? { display_name: block.display_name } : {}),
    is_root: block.is_root,
    is_nestable: block.is_nestable,
    group: typeof folder === 'string' ? folder : (folder?.name ?? null),
    schema: Object.fromEntries(block.fields.map((field) => toWireField(field as unknown as Record<string, unknown>))),
  }
}
