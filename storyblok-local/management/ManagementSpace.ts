import type { SchemaLike } from '@storyblok/schema'
import { contentModel } from '../../shared/content/schema/contentModel'
import { toWireComponent, type WireField } from '../../shared/content/schema/componentWire'
import type { DatasourceRecord } from '../space/DemoData'

export interface ComponentGroupRecord {
  id: number
  uuid: string
  name: string
  parent_id: number | null
}

export interface ComponentRecord {
  id: number
  name: string
  display_name: string | null
  is_root: boolean
  is_nestable: boolean
  component_group_uuid: string | null
  schema: Record<string, WireField>
  created_at: string
  updated_at: string
  [setting: string]: unknown
}

interface DimensionRecord {
  id: number
  name: string
  entry_value: string
  datasource_id: number
}

export interface ManagedDatasource {
  id: number
  name: string
  slug: string
  dimensions: DimensionRecord[]
}

export interface EntryRecord {
  id: number
  name: string
  value: string
  datasource_id: number
  position: number
  /** Dimension id → the entry's value in that dimension. */
  dimension_values: Record<number, string>
}

/** The space's preview URLs: `domain`, the default environment's location, and the other environments. */
export interface PreviewUrls {
  domain: string
  environments: { name: string; location: string }[]
}

export interface FolderSettings {
  default_root: string | null
  content_types: string[]
}

/** A fixed clock for the demo model's timestamps, so that the service's answers are deterministic. */
const CREATED_AT = '2026-01-01T00:00:00.000Z'

/**
 * The Management API's view of the demo space: component groups, components, datasources and
 * their entries, as `npm run space:push` left them (the content model and the demo datasources).
 * Components written through the API become the model that story writes are checked against.
 */
export class ManagementSpace {
  groups: ComponentGroupRecord[] = []
  components: ComponentRecord[] = []
  datasources: ManagedDatasource[] = []
  entries: EntryRecord[] = []
  /** A folder's content type settings: the default and the allowed content types of its stories. */
  folderSettings = new Map<number, FolderSettings>()
  /** The visual editor's preview URLs (the space's settings), as `space:push` sets them. */
  previewUrls: PreviewUrls = { domain: '', environments: [] }
  private nextId = 0

  /** `null`: an empty space, without the model or datasources. */
  constructor(private readonly demoDatasources: readonly DatasourceRecord[] | null) {
    this.reset()
  }

  newId(): number {
    return ++this.nextId
  }

  /** A uuid made from an id: unique in the space and stable across resets. */
  uuidFor(id: number): string {
    return `00000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`
  }

  reset(): void {
    this.nextId = 700_000_000
    this.folderSettings = new Map()
    this.previewUrls = { domain: '', environments: [] }
    if (!this.demoDatasources) {
      this.groups = []
      this.components = []
      this.datasources = []
      this.entries = []
      return
    }
    this.groups = Object.values(contentModel.folders).map((folder) => {
      const id = this.newId()
      return { id, uuid: this.uuidFor(id), name: folder.name, parent_id: null }
    })
    this.components = Object.values(contentModel.blocks).map((block) => {
      const { group, ...wire } = toWireComponent(block)
      const uuid = this.groups.find((candidate) => candidate.name === group)?.uuid ?? null
      return { id: this.newId(), display_name: null, ...wire, component_group_uuid: uuid, created_at: CREATED_AT, updated_at: CREATED_AT }
    })
    this.datasources = []
    this.entries = []
    for (const source of this.demoDatasources) {
      const id = this.newId()
      const dimensions = source.dimensions.map((dimension) => ({
        id: this.newId(),
        name: dimension.name,
        entry_value: dimension.entry_value,
        datasource_id: id,
      }))
      this.datasources.push({ id, name: source.name, slug: source.slug, dimensions })
      source.entries.forEach((entry, position) => {
        const values: Record<number, string> = {}
        for (const dimension of dimensions) {
          const value = entry.dimension_values?.[dimension.entry_value]
          if (value !== undefined) values[dimension.id] = value
        }
        this.entries.push({ id: this.newId(), name: entry.name, value: entry.value, datasource_id: id, position, dimension_values: values })
      })
    }
  }

  /**
   * The components as a schema Storyblok's validator reads (the wire keys mapped back to the
   * schema's), which story writes are checked against. It leaves `required` out: Storyblok's
   * Management API stores a story whose required field is empty (only its editor refuses to save
   * one, as the local editor does: editor/browser/emptyRequiredFields.ts).
   */
  schema(): SchemaLike {
    return {
      blocks: this.components.map((component) => ({
        name: component.name,
        fields: Object.entries(component.schema).map(([name, field]) => {
          const {
            component_whitelist,
            datasource_slug,
            required: _required,
            ...rest
          } = field as WireField & { component_whitelist?: string[]; datasource_slug?: string }
          return {
            ...rest,
            name,
            type: rest.type as never,
            ...(component_whitelist ? { allow: component_whitelist } : {}),
            ...(datasource_slug ? { datasource: datasource_slug } : {}),
          }
        }),
      })),
    }
  }
}
