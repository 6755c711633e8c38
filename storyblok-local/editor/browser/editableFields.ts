/** A step into a story's content: an object key or an array index. */
export type FieldPath = (string | number)[]

/** A field of a component as the space stores it (the Management API's component `schema`). */
interface SchemaField {
  type: string
  pos?: number
  display_name?: string
  description?: string
  options?: { name?: string; value?: string }[]
  source?: string
  datasource_slug?: string
  filter_content_type?: string[]
  component_whitelist?: string[]
}

/** Every component of the space by name: its fields by name. */
export type ComponentSchemas = Record<string, Record<string, SchemaField>>

type FieldKind = 'text' | 'textarea' | 'richtext' | 'boolean' | 'select' | 'multiselect' | 'datetime' | 'number' | 'linktype'

/** Where a select's choices come from when the field does not list them: a datasource, or stories of some content types. */
export type ChoiceSource = { datasource: string } | { contentTypes: string[] }

/** One control of the panel. */
export interface EditableField {
  label: string
  /** Where its value is in the story's content. */
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
const LINK_TYPES = ['story', 'url', 'email']

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)
const isBlok = (value: unknown): value is Json => isObject(value) && typeof value.component === 'string' && typeof value._uid === 'string'
const isDoc = (value: unknown): value is Json => isObject(value) && value.type === 'doc'
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The plain text of a rich text node. */
function plainText(node: unknown): string {
  if (!isObject(node)) return ''
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.content) ? node.content.map(plainText).join('') : ''
}

/**
 * Storyblok's datetime (`2024-05-01 08:00`, UTC) as a `datetime-local` input's value, and back.
 * @internal unit-tested on its own; the editor reaches it through the field controls.
 */
export const datetime = {
  toInput: (value: unknown): string => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? value.slice(0, 16).replace(' ', 'T') : ''),
  fromInput: (value: string): string => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? value.slice(0, 16).replace('T', ' ') : ''),
}

/**
 * A multilink's target as one line: the story's full slug, the URL or the e-mail address.
 * @internal unit-tested on its own; the editor reaches it through the field controls.
 */
export const linkTarget = {
  read(link: unknown): string {
    if (!isObject(link)) return ''
    if (link.linktype === 'email') return text(link.email)
    return text(link.cached_url) || text(link.url)
  },
  /** The link object with a new target, in the shape Storyblok stores for its link type. */
  write(link: unknown, target: string): Json {
    const current = isObject(link) ? link : {}
    const linktype = typeof current.linktype === 'string' ? current.linktype : 'url'
    const base = { id: '', url: '', cached_url: '', ...current, fieldtype: 'multilink', linktype }
    if (linktype === 'email') return { ...base, email: target }
    if (linktype === 'story') return { ...base, cached_url: target.replace(/^\/+/, '') }
    return { ...base, url: target, cached_url: target }
  },
}

function controlsOf(name: string, field: SchemaField, value: unknown, path: FieldPath): EditableField[] {
  const label = name
  const help = field.description
  const at = [...path, name]
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
      return [{ label, help, path: at, kind: 'datetime', value: datetime.toInput(value) }]
    case 'option':
    case 'options': {
      const kind = field.type === 'option' ? 'select' : 'multiselect'
      const current = field.type === 'option' ? text(value) : Array.isArray(value) ? value.map(String) : []
      const choices = (field.options ?? []).map((option) => ({ value: text(option.value), label: text(option.name) || text(option.value) }))
      const choiceSource: ChoiceSource | undefined =
        field.source === 'internal_stories'
          ? { contentTypes: field.filter_content_type ?? [] }
          : field.datasource_slug
            ? { datasource: field.datasource_slug }
            : undefined
      return [{ label, help, path: at, kind, value: current, choices, ...(choiceSource ? { choiceSource } : {}) }]
    }
    case 'asset':
      return [
        { label: `${label} › file`, help, path: [...at, 'filename'], kind: 'text', value: isObject(value) ? text(value.filename) : '' },
        { label: `${label} › alt text`, path: [...at, 'alt'], kind: 'text', value: isObject(value) ? text(value.alt) : '' },
      ]
    case 'multilink': {
      const linktype = isObject(value) && typeof value.linktype === 'string' ? value.linktype : 'story'
      return [
        {
          label: `${label} › link type`,
          help,
          path: [...at, 'linktype'],
          kind: 'linktype',
          value: linktype,
          choices: LINK_TYPES.map((type) => ({ value: type, label: type })),
        },
        { label: `${label} › target`, path: at, kind: 'text', value: linkTarget.read(value) },
      ]
    }
    default:
      return []
  }
}

/** The model's fields of a component, in the editor's order. */
function orderedFields(schema: Record<string, SchemaField>): [string, SchemaField][] {
  return Object.entries(schema).sort(([, a], [, b]) => (a.pos ?? 0) - (b.pos ?? 0))
}

/**
 * Every blok of a story's content with a control for each field its component declares in the
 * space, in document order: text, textareas, switches, selects (options, datasources, stories),
 * dates, numbers, assets, links; each paragraph and heading of a rich text field as plain text;
 * and the nested bloks of bloks fields and rich text, each a group of its own.
 */
export function editableGroups(content: Json, components: ComponentSchemas): FieldGroup[] {
  const groups: FieldGroup[] = []
  const visitBlok = (blok: Json, path: FieldPath, parents: FieldGroup['breadcrumbs']) => {
    const breadcrumbs = [...parents, { _uid: blok._uid as string, component: blok.component as string }]
    const schema = components[blok.component as string]
    const group: FieldGroup = { uid: blok._uid as string, component: blok.component as string, path, breadcrumbs, fields: [], bloks: [], unknown: !schema }
    groups.push(group)
    for (const [name, field] of orderedFields(schema ?? {})) {
      const value = blok[name]
      if (field.type === 'richtext') {
        if (isDoc(value)) visitRichText(value, [...path, name], name, group, breadcrumbs)
      } else if (field.type === 'bloks') {
        group.bloks.push({ label: name, path: [...path, name], allow: field.component_whitelist ?? [] })
        if (Array.isArray(value)) value.forEach((item, index) => isBlok(item) && visitBlok(item, [...path, name, index], breadcrumbs))
      } else group.fields.push(...controlsOf(name, field, value, path))
    }
  }
  const visitRichText = (doc: Json, path: FieldPath, label: string, group: FieldGroup, breadcrumbs: FieldGroup['breadcrumbs'], position = '') => {
    const nodes = Array.isArray(doc.content) ? doc.content : []
    nodes.forEach((node, index) => {
      if (!isObject(node)) return
      const nodePath = [...path, 'content', index]
      if (typeof node.type === 'string' && TEXT_NODES.has(node.type)) {
        group.fields.push({ label: `${label} › ${node.type} ${position}${index + 1}`, path: nodePath, kind: 'richtext', value: plainText(node) })
      } else if (node.type === 'blok' && isObject(node.attrs) && Array.isArray(node.attrs.body)) {
        node.attrs.body.forEach((blok, blokIndex) => isBlok(blok) && visitBlok(blok, [...nodePath, 'attrs', 'body', blokIndex], breadcrumbs))
      } else if (Array.isArray(node.content)) {
        visitRichText(node, nodePath, label, group, breadcrumbs, `${position}${index + 1}.`)
      }
    })
  }
  if (isBlok(content)) visitBlok(content, [], [])
  return groups
}

/** The object or array at a path of the content (created on the way where missing). */
function holderOf(content: Json, path: FieldPath): Json {
  let target: Json = content
  for (const step of path.slice(0, -1)) {
    const next = target[step as string]
    if (!isObject(next) && !Array.isArray(next)) target[step as string] = {}
    target = target[step as string] as Json
  }
  return target
}

/** Writes a control's value into the content, in the shape Storyblok stores for the field. */
export function writeField(content: Json, field: EditableField, value: string | boolean | string[]): void {
  const holder = holderOf(content, field.path)
  const last = field.path.at(-1) as string
  if (field.kind === 'richtext') (holder[last] as Json).content = value === '' ? [] : [{ type: 'text', text: value }]
  else if (field.kind === 'datetime') holder[last] = datetime.fromInput(String(value))
  else if (field.kind === 'number') holder[last] = value === '' ? '' : Number(value)
  else if (field.label.endsWith('› target')) holder[last] = linkTarget.write(holder[last], String(value))
  else holder[last] = value
}

/** A new, empty blok of a component, as the editor's "Add" creates it. */
export function newBlok(component: string): Json {
  return { _uid: crypto.randomUUID(), component }
}
