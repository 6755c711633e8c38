/** A step into a story's content: an object key or an array index. */
export type FieldPath = (string | number)[]

/** One input of the panel: a text field, or one paragraph or heading of a rich text field (as plain text). */
export interface EditableField {
  label: string
  /** From the story: a text field's value, or the rich text node whose text it edits. */
  path: FieldPath
  kind: 'text' | 'richtext'
  value: string
}

/** The fields of one blok, and where it sits (the bridge's breadcrumbs: its ancestors and itself). */
export interface FieldGroup {
  uid: string
  component: string
  breadcrumbs: { _uid: string; component: string }[]
  fields: EditableField[]
}

type Json = Record<string, unknown>

const SKIPPED = new Set(['_uid', 'component', '_editable'])
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Rich text nodes edited as one line of plain text each. */
const TEXT_NODES = new Set(['paragraph', 'heading', 'code_block'])

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)
const isBlok = (value: unknown): value is Json => isObject(value) && typeof value.component === 'string' && typeof value._uid === 'string'
const isDoc = (value: unknown): value is Json => isObject(value) && value.type === 'doc'

/** The plain text of a rich text node. */
export function plainText(node: unknown): string {
  if (!isObject(node)) return ''
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.content) ? node.content.map(plainText).join('') : ''
}

/**
 * Every blok of a story's content with its editable fields, in document order: text fields
 * (uuids are references, edited with a picker in Storyblok, so not here), each paragraph and
 * heading of a rich text field, and the bloks nested in fields and in rich text.
 */
export function editableGroups(content: Json): FieldGroup[] {
  const groups: FieldGroup[] = []
  const visitBlok = (blok: Json, path: FieldPath, parents: FieldGroup['breadcrumbs']) => {
    const breadcrumbs = [...parents, { _uid: blok._uid as string, component: blok.component as string }]
    const group: FieldGroup = { uid: blok._uid as string, component: blok.component as string, breadcrumbs, fields: [] }
    groups.push(group)
    for (const [key, value] of Object.entries(blok)) {
      if (SKIPPED.has(key)) continue
      if (typeof value === 'string' && !UUID.test(value)) group.fields.push({ label: key, path: [...path, key], kind: 'text', value })
      else if (Array.isArray(value)) value.forEach((item, index) => isBlok(item) && visitBlok(item, [...path, key, index], breadcrumbs))
      else if (isDoc(value)) visitRichText(value, [...path, key], key, group, breadcrumbs)
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

/** Writes an edited value into the content: a text field's string, or a rich text node's text (its marks dropped). */
export function writeField(content: Json, field: EditableField, value: string): void {
  let target: unknown = content
  for (const step of field.path.slice(0, -1)) target = (target as Json)[step as string]
  const last = field.path.at(-1) as string
  const holder = target as Json
  if (field.kind === 'text') holder[last] = value
  else (holder[last] as Json).content = value === '' ? [] : [{ type: 'text', text: value }]
}
