import type { FieldRule } from '../content/schema/blokRules'
import { readDate } from '../content/readers/fields/readDate'
import { assetFileKind } from './assetFileKind'
import type { BlokProblem } from './BlokProblem'

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a value has the shape Storyblok stores for a field type (types the site does not check pass). */
function hasShape({ type, relation }: FieldRule, value: unknown): boolean {
  if (relation && type === 'option' && isObject(value)) return true
  switch (type) {
    case 'text':
    case 'textarea':
    case 'markdown':
    case 'datetime':
    case 'option':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    case 'boolean':
      return typeof value === 'boolean'
    case 'richtext':
      return isObject(value) && value.type === 'doc' && (value.content === undefined || Array.isArray(value.content))
    case 'bloks':
    case 'options':
    case 'multiasset':
      return Array.isArray(value)
    case 'asset':
    case 'multilink':
    case 'table':
      return isObject(value)
    default:
      return true
  }
}

/** Nodes that show something without any text of their own. */
const CONTENT_NODES = new Set(['image', 'blok', 'emoji'])

/** Whether a rich text node shows anything: text that is not only spaces, a picture, a blok or an emoji. */
function showsSomething(node: unknown): boolean {
  if (!isObject(node)) return false
  if (node.type === 'text') return typeof node.text === 'string' && node.text.trim() !== ''
  return CONTENT_NODES.has(String(node.type)) || (Array.isArray(node.content) && node.content.some(showsSomething))
}

const LINK_ADDRESSES = ['id', 'url', 'cached_url', 'email'] as const

/**
 * Empty as an editor means it and Storyblok's required check (`blank?`) sees it: nothing, an empty
 * list, text of only spaces, a rich text that shows nothing, an asset without a file, a link to nowhere.
 */
function isUnset({ type }: FieldRule, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (typeof value === 'string') return type !== 'number' && value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (!isObject(value)) return false
  if (type === 'richtext') return !showsSomething(value)
  if (type === 'asset') return !value.filename
  if (type === 'multilink') return LINK_ADDRESSES.every((key) => !value[key])
  return false
}

/** An address outside the site, where a story link belongs. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

/** Whether a link is of a kind its field takes: a kind it allows, and a story link that holds a story, not an address. */
function linkKindTaken(linktypes: readonly string[], link: Json): boolean {
  const linktype = link.linktype ?? 'story'
  if (typeof linktype !== 'string' || !linktypes.includes(linktype)) return false
  return linktype !== 'story' || ![link.cached_url, link.url].some((address) => typeof address === 'string' && ABSOLUTE_URL.test(address.trim()))
}

/** Whether an asset's file is of a kind its field takes (a file whose kind cannot be told passes). */
function fileKindTaken(filetypes: readonly string[], asset: unknown): boolean {
  const filename = isObject(asset) ? asset.filename : undefined
  const kind = typeof filename === 'string' ? assetFileKind(filename) : null
  return kind === null || filetypes.includes(kind)
}

/** Beyond its shape: a date that is no date, a value outside the field's own options, a link or file of a kind the field does not take. */
function valueProblems(field: string, rule: FieldRule, value: unknown): BlokProblem[] {
  const values: unknown[] = Array.isArray(value) ? value : [value]
  if (rule.type === 'datetime') return readDate(value) === null ? [{ kind: 'notADate', field }] : []
  if (rule.options)
    return values.flatMap((item) => (rule.options?.includes(String(item)) ? [] : [{ kind: 'notAnOption' as const, field, value: String(item) }]))
  if (rule.linktypes) return linkKindTaken(rule.linktypes, value as Json) ? [] : [{ kind: 'wrongLinkKind', field }]
  if (rule.filetypes) return values.every((asset) => fileKindTaken(rule.filetypes ?? [], asset)) ? [] : [{ kind: 'wrongFileKind', field }]
  return []
}

/**
 * How one field's value breaks its rule in the content model: required and empty, the wrong
 * shape, or a value the field does not take. Problems name the field as the editor sees it (its label).
 */
export function fieldProblems(rule: FieldRule, value: unknown): BlokProblem[] {
  const field = rule.label
  if (isUnset(rule, value)) return rule.required ? [{ kind: 'missing', field }] : []
  if (!hasShape(rule, value)) return [{ kind: 'wrongType', field }]
  return valueProblems(field, rule, value)
}
