import { multilinkValue } from './multilinkValue'
import { storyblokDatetime } from './storyblokDatetime'

/** A step into a story's content: an object key or an array index. */
export type FieldPath = (string | number)[]

/** A field of a component as the space stores it (the Management API's component `schema`). */
export interface SchemaField {
  type: string
  pos?: number
  display_name?: string
  description?: string
  options?: { name?: string; value?: string }[]
  source?: string
  datasource_slug?: string
  filter_content_type?: string[]
  component_whitelist?: string[]
  email_link_type?: boolean
}

/** Every component of the space by name: its fields by name. */
export type ComponentSchemas = Record<string, Record<string, SchemaField>>

type FieldKind =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'boolean'
  | 'select'
  | 'multiselect'
  | 'datetime'
  | 'number'
  | 'assetfile'
  | 'assetalt'
  | 'linktype'
  | 'storylink'
  | 'url'
  | 'email'

/** Where a select's choices come from when the field does not list them: a datasource, or stories of some content types. */
export type ChoiceSource = { datasource: string } | { contentTypes: string[] }

/** One control of the panel. */
export interface EditableField {
  label: string
  /** Where its value is in the story's content (for a link's or an asset's parts: the link or the asset). */
  path: FieldPath
  kind: FieldKind
  /** Text of text-like controls, `true`/`false` of a checkbox, the values of a multi-select. */
  value: string | boolean | string[]
  help?: string
  choices?: { value: string; label: string }[]
  choiceSource?: ChoiceSource
}

/** A bloks field: its nested bloks get their own fieldsets; the panel adds, removes and moves them. */
export interface BloksField {
  label: string
  help?: string
  path: FieldPath
  allow: string[]
}

/** The fields of one blok, and where it sits (the bridge's breadcrumbs: its ancestors and itself). */
export interface FieldGroup {
  uid: string
  component: string
  /** Where the blok is in the content (`[]` for the story's root). */
  path: FieldPath
  breadcrumbs: { _uid: string; component: string }[]
  fields: EditableField[]
  bloks: BloksField[]
  /** The space has no such component: its fields cannot be known. */
  unknown: boolean
}

type Json = Record<string, unknown>

/** Rich text nodes edited as one line of plain text each. */
const TEXT_NODES = new Set(['paragraph', 'heading', 'code_block'])
/** The link types every multilink offers; e-mail only where the field allows it (`email_link_type`). */
const LINK_TYPES = ['story', 'url']
const TARGET_KINDS: Record<string, { kind: FieldKind; part: string }> = {
  story: { kind: 'storylink', part: 'story (full slug)' },
  email: { kind: 'email', part: 'e-mail address' },
}
const URL_TARGET = { kind: 'url', part: 'URL' } as const
const DATETIME_HELP = 'In your time zone; stored in UTC.'

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)
const isBlok = (value: unknown): value is Json => isObject(value) && typeof value.component === 'string' && typeof value._uid === 'string'
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The plain text of a rich text node. */
function plainText(node: unknown): string {
  if (!isObject(node)) return ''
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.content) ? node.content.map(plainText).join('') : ''
}

/** What every control of a field shares: its label (the field's display name, else its name) and its description. */
interface FieldBase {
  label: string
  help?: string
  /** Where the field's value is. */
  at: FieldPath
}

function optionControl({ label, help, at }: FieldBase, field: SchemaField, value: unknown): EditableField {
  const multiple = field.type === 'options'
  const current = multiple ? (Array.isArray(value) ? value.map(String) : []) : text(value)
  const choices = (field.options ?? []).map((option) => ({ value: text(option.value), label: text(option.name) || text(option.value) }))
  const choiceSource: ChoiceSource | undefined =
    field.source === 'internal_stories'
      ? { contentTypes: field.filter_content_type ?? [] }
      : field.source === 'internal' && field.datasource_slug
        ? { datasource: field.datasource_slug }
        : undefined
  return { label, help, path: at, kind: multiple ? 'multiselect' : 'select', value: current, choices, ...(choiceSource ? { choiceSource } : {}) }
}

function assetControls({ label, help, at }: FieldBase, value: unknown): EditableField[] {
  const asset = isObject(value) ? value : {}
  return [
    { label: `${label} › file`, help, path: at, kind: 'assetfile', value: text(asset.filename) },
    { label: `${label} › alt text`, path: at, kind: 'assetalt', value: text(asset.alt) },
  ]
}

function linkControls({ label, help, at }: FieldBase, field: SchemaField, value: unknown): EditableField[] {
  const linktype = multilinkValue.linktype(value)
  const types = [...LINK_TYPES, ...(field.email_link_type ? ['email'] : [])]
  // A type the field no longer offers stays choosable, so that opening the story changes nothing.
  if (!types.includes(linktype)) types.push(linktype)
  const target = TARGET_KINDS[linktype] ?? URL_TARGET
  return [
    { label: `${label} › link type`, help, path: at, kind: 'linktype', value: linktype, choices: types.map((type) => ({ value: type, label: type })) },
    { label: `${label} › ${target.part}`, path: at, kind: target.kind, value: multilinkValue.target(value) },
  ]
}

/** A table's header and body cells, each a line of text (rows and columns are not added or removed here). */
function tableControls({ label, at }: FieldBase, value: unknown): EditableField[] {
  if (!isObject(value)) return []
  const cell = (cellLabel: string, path: FieldPath, cellValue: unknown): EditableField => ({ label: cellLabel, path, kind: 'text', value: text(cellValue) })
  const head = Array.isArray(value.thead) ? value.thead : []
  const body = Array.isArray(value.tbody) ? value.tbody : []
  return [
    ...head.map((column, index) => cell(`${label} › head ${index + 1}`, [...at, 'thead', index, 'value'], isObject(column) ? column.value : '')),
    ...body.flatMap((row, rowIndex) =>
      (isObject(row) && Array.isArray(row.body) ? row.body : []).map((column, index) =>
        cell(`${label} › row ${rowIndex + 1} › cell ${index + 1}`, [...at, 'tbody', rowIndex, 'body', index, 'value'], isObject(column) ? column.value : ''),
      ),
    ),
  ]
}

/** The controls of one field that is neither rich text nor bloks (those are walked: see editableGroups). */
function controlsOf(base: FieldBase, field: SchemaField, value: unknown): EditableField[] {
  const { label, help, at } = base
  switch (field.type) {
    case 'text':
      return [{ label, help, path: at, kind: 'text', value: text(value) }]
    case 'textarea':
    case 'markdown':
      return [{ label, help, path: at, kind: 'textarea', value: text(value) }]
    case 'number':
      return [{ label, help, path: at, kind: 'number', value: typeof value === 'number' ? String(value) : text(value) }]
    case 'boolean':
      return [{ label, help, path: at, kind: 'boolean', value: value === true }]
    case 'datetime':
      return [{ label, help: help ? `${help} ${DATETIME_HELP}` : DATETIME_HELP, path: at, kind: 'datetime', value: storyblokDatetime.toInput(value) }]
    case 'option':
    case 'options':
      return [optionControl(base, field, value)]
    case 'asset':
      return assetControls(base, value)
    case 'multilink':
      return linkControls(base, field, value)
    case 'table':
      return tableControls(base, value)
    default:
      return []
  }
}

/** The model's fields of a component, in the editor's order. */
function orderedFields(schema: Record<string, SchemaField>): [string, SchemaField][] {
  return Object.entries(schema).sort(([, a], [, b]) => (a.pos ?? 0) - (b.pos ?? 0))
}

type Breadcrumbs = FieldGroup['breadcrumbs']

/**
 * Every blok of a story's content with a control for each field its component declares in the
 * space, in the model's order and document order: text, textareas, switches, selects (options, a
 * datasource, stories), dates, numbers, assets, links, table cells; each paragraph, heading and
 * code block of a rich text field as plain text (an empty rich text: one new paragraph); and the
 * nested bloks of bloks fields and rich text, each a group of its own.
 */
export function editableGroups(content: Json, components: ComponentSchemas): FieldGroup[] {
  const groups: FieldGroup[] = []
  const visitBlok = (blok: Json, path: FieldPath, parents: Breadcrumbs) => {
    const breadcrumbs = [...parents, { _uid: blok._uid as string, component: blok.component as string }]
    const schema = components[blok.component as string]
    const group: FieldGroup = { uid: blok._uid as string, component: blok.component as string, path, breadcrumbs, fields: [], bloks: [], unknown: !schema }
    groups.push(group)
    for (const [name, field] of orderedFields(schema ?? {})) {
      const value = blok[name]
      const base = { label: field.display_name || name, help: field.description || undefined, at: [...path, name] }
      if (field.type === 'richtext') {
        const nodes = isObject(value) && Array.isArray(value.content) ? value.content : []
        const first = group.fields.length
        if (nodes.length === 0) group.fields.push({ label: `${base.label} › paragraph 1`, path: [...base.at, 'content', 0], kind: 'richtext', value: '' })
        else visitRichText(nodes, base.at, base.label, group, breadcrumbs)
        if (group.fields[first]) group.fields[first].help = base.help
      } else if (field.type === 'bloks') {
        group.bloks.push({ label: base.label, help: base.help, path: base.at, allow: field.component_whitelist ?? [] })
        if (Array.isArray(value)) value.forEach((item, index) => isBlok(item) && visitBlok(item, [...base.at, index], breadcrumbs))
      } else group.fields.push(...controlsOf(base, field, value))
    }
  }
  const visitRichText = (nodes: unknown[], path: FieldPath, label: string, group: FieldGroup, breadcrumbs: Breadcrumbs, position = '') => {
    nodes.forEach((node, index) => {
      if (!isObject(node)) return
      const nodePath = [...path, 'content', index]
      if (typeof node.type === 'string' && TEXT_NODES.has(node.type)) {
        group.fields.push({ label: `${label} › ${node.type} ${position}${index + 1}`, path: nodePath, kind: 'richtext', value: plainText(node) })
      } else if (node.type === 'blok' && isObject(node.attrs) && Array.isArray(node.attrs.body)) {
        node.attrs.body.forEach((blok, blokIndex) => isBlok(blok) && visitBlok(blok, [...nodePath, 'attrs', 'body', blokIndex], breadcrumbs))
      } else if (Array.isArray(node.content)) {
        visitRichText(node.content, nodePath, label, group, breadcrumbs, `${position}${index + 1}.`)
      }
    })
  }
  if (isBlok(content)) visitBlok(content, [], [])
  return groups
}
