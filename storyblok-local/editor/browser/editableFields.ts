import { inlineText } from './inlineText'
import { nodeWord, richTextNodeLabel, type NodeTrail } from './richTextNodeLabel'

/** A step into a story's content: an object key or an array index. */
export type FieldPath = (string | number)[]

/** A field of a component as the space stores it (the Management API's component `schema`). */
interface SchemaField {
  type: string
  pos?: number
  display_name?: string | null
  description?: string
  required?: boolean
  /** A tab's fields, by key. */
  keys?: string[]
  options?: { name?: string; value?: string }[]
  source?: string
  datasource_slug?: string
  filter_content_type?: string[]
  /** A story picker's folder ("Path to folder of stories"), `{0}` standing for the edited story's first slug part. */
  folder_slug?: string
  component_whitelist?: string[]
}

/** A component as the space stores it: the name editors see, and its fields by key. */
interface ComponentSchema {
  display_name?: string | null
  schema: Record<string, SchemaField>
}

/** Every component of the space by name. */
export type ComponentSchemas = Record<string, ComponentSchema>

type FieldKind = 'text' | 'textarea' | 'richtext' | 'boolean' | 'select' | 'multiselect' | 'datetime' | 'number' | 'linktype'

/** Where a select's choices come from when the field does not list them: a datasource, or stories of some content types (in a folder, where the field names one). */
export type ChoiceSource = { datasource: string } | { contentTypes: string[]; folder?: string }

/** One control of the panel. */
export interface EditableField {
  /** The field's display name (and the part of it, for links, assets and rich text nodes). */
  label: string
  /** Where its value is in the story's content. */
  path: FieldPath
  kind: FieldKind
  /** Text of text-like controls, `true`/`false` of a checkbox, the values of a multi-select. */
  value: string | boolean | string[]
  help?: string
  /** The space marks the field required: the site cannot render without it. */
  required?: boolean
  choices?: { value: string; label: string }[]
  choiceSource?: ChoiceSource
}

/** A component a bloks field or rich text takes: its name and the name editors see. */
interface Choice {
  name: string
  label: string
}

/** A bloks field: its nested bloks, each with fields of its own; the panel adds, removes and moves them. */
export interface BloksField {
  label: string
  help?: string
  path: FieldPath
  allow: Choice[]
  bloks: FieldGroup[]
}

/** A rich text field: a plain-text control per paragraph, heading and code block, and its embedded bloks where they sit. */
interface RichTextField {
  label: string
  help?: string
  required: boolean
  items: PanelItem[]
}

/** One entry of a blok's form, in the model's order. */
export type PanelItem =
  | { kind: 'field'; field: EditableField }
  | { kind: 'bloks'; bloks: BloksField }
  | { kind: 'richtext'; richText: RichTextField }
  | { kind: 'blok'; group: FieldGroup }

/** A tab of a blok's form; a component without tabs has one section, unlabelled. */
interface PanelSection {
  label: string | null
  items: PanelItem[]
}

/** The fields of one blok, and where it sits (the bridge's breadcrumbs: its ancestors and itself). */
export interface FieldGroup {
  uid: string
  component: string
  /** The component's display name (its technical name when the space has none). */
  label: string
  /** Where the blok is in the content (`[]` for the story's root). */
  path: FieldPath
  breadcrumbs: { _uid: string; component: string }[]
  sections: PanelSection[]
  /** The space has no such component: its fields cannot be known. */
  unknown: boolean
}

type Json = Record<string, unknown>

/** Rich text nodes edited as one line of plain text each (the others are containers, or shown by the site as they are). */
const TEXT_NODES = new Set(['paragraph', 'heading', 'code_block'])
const LINK_TYPES = ['story', 'url', 'email']

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)
const isBlok = (value: unknown): value is Json => isObject(value) && typeof value.component === 'string' && typeof value._uid === 'string'
const isDoc = (value: unknown): value is Json => isObject(value) && value.type === 'doc'
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

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
  const label = field.display_name || name
  const help = field.description
  const required = field.required === true
  const at = [...path, name]
  switch (field.type) {
    case 'text':
      return [{ label, help, required, path: at, kind: 'text', value: text(value) }]
    case 'textarea':
    case 'markdown':
      return [{ label, help, required, path: at, kind: 'textarea', value: text(value) }]
    case 'number':
      return [{ label, help, required, path: at, kind: 'number', value: typeof value === 'number' ? String(value) : text(value) }]
    case 'boolean':
      return [{ label, help, path: at, kind: 'boolean', value: value === true }]
    case 'datetime':
      return [{ label, help, required, path: at, kind: 'datetime', value: datetime.toInput(value) }]
    case 'option':
    case 'options': {
      const kind = field.type === 'option' ? 'select' : 'multiselect'
      const current = field.type === 'option' ? text(value) : Array.isArray(value) ? value.map(String) : []
      const choices = (field.options ?? []).map((option) => ({ value: text(option.value), label: text(option.name) || text(option.value) }))
      const choiceSource: ChoiceSource | undefined =
        field.source === 'internal_stories'
          ? { contentTypes: field.filter_content_type ?? [], ...(field.folder_slug ? { folder: field.folder_slug } : {}) }
          : field.datasource_slug
            ? { datasource: field.datasource_slug }
            : undefined
      return [{ label, help, required, path: at, kind, value: current, choices, ...(choiceSource ? { choiceSource } : {}) }]
    }
    case 'asset':
      return [
        { label: `${label} › file`, help, required, path: [...at, 'filename'], kind: 'text', value: isObject(value) ? text(value.filename) : '' },
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
        { label: `${label} › target`, required, path: at, kind: 'text', value: linkTarget.read(value) },
      ]
    }
    default:
      return []
  }
}

const byPosition = ([, a]: [string, SchemaField], [, b]: [string, SchemaField]) => (a.pos ?? 0) - (b.pos ?? 0)

/**
 * A component's fields in the model's order, arranged in its tabs (each tab's fields in that
 * order too); fields no tab names come first, on a "General" tab, as in Storyblok's editor.
 */
function arrangedFields(schema: Record<string, SchemaField>): { label: string | null; fields: [string, SchemaField][] }[] {
  const entries = Object.entries(schema).sort(byPosition)
  const tabs = entries.filter(([, field]) => field.type === 'tab')
  const fields = entries.filter(([, field]) => field.type !== 'tab')
  if (tabs.length === 0) return [{ label: null, fields }]
  const inTabs = new Set(tabs.flatMap(([, tab]) => tab.keys ?? []))
  const loose = fields.filter(([name]) => !inTabs.has(name))
  return [
    ...(loose.length > 0 ? [{ label: 'General', fields: loose }] : []),
    ...tabs.map(([name, tab]) => ({ label: tab.display_name || name, fields: fields.filter(([key]) => tab.keys?.includes(key)) })),
  ]
}

/**
 * Every blok of a story's content, in document order, each with its form: a control for each
 * field its component declares in the space, in the model's order and tabs (text, textareas,
 * switches, selects of options, datasources or stories, dates, numbers, assets, links); a rich
 * text field's paragraphs, headings and code blocks as plain text, its embedded bloks where they
 * sit; and a bloks field's bloks in its place, each a group of its own.
 */
export function editableGroups(content: Json, components: ComponentSchemas): FieldGroup[] {
  const groups: FieldGroup[] = []
  const componentLabel = (name: string) => components[name]?.display_name || name
  const visitBlok = (blok: Json, path: FieldPath, parents: FieldGroup['breadcrumbs']): FieldGroup => {
    const component = blok.component as string
    const breadcrumbs = [...parents, { _uid: blok._uid as string, component }]
    const schema = components[component]?.schema
    const group: FieldGroup = { uid: blok._uid as string, component, label: componentLabel(component), path, breadcrumbs, sections: [], unknown: !schema }
    groups.push(group)
    const itemOf = (name: string, field: SchemaField): PanelItem[] => {
      const value = blok[name]
      const label = field.display_name || name
      if (field.type === 'richtext') {
        const richText: RichTextField = { label, help: field.description, required: field.required === true, items: [] }
        visitRichText(value, [...path, name], richText, breadcrumbs)
        return [{ kind: 'richtext', richText }]
      }
      if (field.type === 'bloks') {
        const allow = (field.component_whitelist ?? []).map((choice) => ({ name: choice, label: componentLabel(choice) }))
        const items = Array.isArray(value) ? value : []
        const bloks = items.flatMap((item, index) => (isBlok(item) ? [visitBlok(item, [...path, name, index], breadcrumbs)] : []))
        return [{ kind: 'bloks', bloks: { label, help: field.description, path: [...path, name], allow, bloks } }]
      }
      return controlsOf(name, field, value, path).map((control) => ({ kind: 'field', field: control }))
    }
    group.sections = arrangedFields(schema ?? {}).map(({ label, fields }) => ({ label, items: fields.flatMap(([name, field]) => itemOf(name, field)) }))
    return group
  }
  const visitRichText = (doc: unknown, path: FieldPath, field: RichTextField, breadcrumbs: FieldGroup['breadcrumbs']) => {
    const visitNodes = (parent: Json, parentPath: FieldPath, trail: NodeTrail) => {
      const places = new Map<string, number>()
      const nodes = Array.isArray(parent.content) ? parent.content : []
      nodes.forEach((node, index) => {
        if (!isObject(node) || typeof node.type !== 'string') return
        const nodePath = [...parentPath, 'content', index]
        if (node.type === 'blok') {
          const body = isObject(node.attrs) && Array.isArray(node.attrs.body) ? node.attrs.body : []
          body.forEach((blok, blokIndex) => {
            if (isBlok(blok)) field.items.push({ kind: 'blok', group: visitBlok(blok, [...nodePath, 'attrs', 'body', blokIndex], breadcrumbs) })
          })
          return
        }
        const word = nodeWord(node.type)
        const place = (places.get(word) ?? 0) + 1
        places.set(word, place)
        const at = [...trail, { type: node.type, place }]
        if (TEXT_NODES.has(node.type)) {
          const label = `${field.label} › ${richTextNodeLabel(at)}`
          field.items.push({ kind: 'field', field: { label, required: field.required, path: nodePath, kind: 'richtext', value: inlineText.read(node) } })
        } else visitNodes(node, nodePath, at)
      })
    }
    if (isDoc(doc) && Array.isArray(doc.content) && doc.content.length > 0) visitNodes(doc, path, [])
    // An empty rich text gets one paragraph to write in, which makes the document.
    else field.items.push({ kind: 'field', field: { label: `${field.label} › paragraph 1`, required: field.required, path, kind: 'richtext', value: '' } })
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

/**
 * A paragraph, heading or code block of rich text from its plain text, its marks kept where the
 * text did not change (inlineText); an empty or missing rich text becomes a document of that paragraph.
 */
function writeRichText(holder: Json, key: string, value: string): void {
  const target = holder[key]
  if (isObject(target) && target.type !== 'doc') target.content = inlineText.write(target, value)
  else holder[key] = { type: 'doc', content: [{ type: 'paragraph', content: inlineText.write({ type: 'paragraph' }, value) }] }
}

/** Writes a control's value into the content, in the shape Storyblok stores for the field. */
export function writeField(content: Json, field: EditableField, value: string | boolean | string[]): void {
  const holder = holderOf(content, field.path)
  const last = field.path.at(-1) as string
  if (field.kind === 'richtext') writeRichText(holder, last, String(value))
  else if (field.kind === 'datetime') holder[last] = datetime.fromInput(String(value))
  else if (field.kind === 'number') holder[last] = value === '' ? '' : Number(value)
  else if (field.label.endsWith('› target')) holder[last] = linkTarget.write(holder[last], String(value))
  else holder[last] = value
}

/** A new, empty blok of a component, as the editor's "Add" creates it. */
export function newBlok(component: string): Json & { _uid: string } {
  return { _uid: crypto.randomUUID(), component }
}
