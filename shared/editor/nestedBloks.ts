import { modelBlockLabel, modelRules } from './modelRules'

type Json = Record<string, unknown>

/** A blok inside another, found through the fields the model declares. */
export interface NestedBlok {
  blok: Json
  /** Where it sits in its root's content, as keys and indexes (`body`, 3). */
  path: (string | number)[]
  /** The fields and components that lead to it, as the editor sees them (`Header items`, `Link list`, `Links`, `Link`). */
  where: string[]
  /** False when the field that holds it (bloks, or rich text) does not take its component. */
  allowed: boolean
}

const isBlok = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Json).component === 'string'

/** The bloks of a rich text document (`blok` nodes), at any depth. */
function richTextBloks(node: unknown, path: (string | number)[]): { blok: Json; path: (string | number)[] }[] {
  if (typeof node !== 'object' || node === null) return []
  const { type, attrs, content } = node as { type?: unknown; attrs?: { body?: unknown }; content?: unknown }
  const own =
    type === 'blok' && Array.isArray(attrs?.body)
      ? attrs.body.flatMap((blok: unknown, index) => (isBlok(blok) ? [{ blok, path: [...path, 'attrs', 'body', index] }] : []))
      : []
  const nested = Array.isArray(content) ? content.flatMap((child, index) => richTextBloks(child, [...path, 'content', index])) : []
  return [...own, ...nested]
}

/**
 * Every blok below `root` (not `root` itself), depth first in content order: the items of its
 * bloks fields and, with `richText`, the bloks inside its rich text fields. Only fields the model
 * declares lead further, so a resolved story in a relation or link is never taken for a blok.
 */
export function nestedBloks(root: object, { richText = false } = {}, path: (string | number)[] = [], where: string[] = []): NestedBlok[] {
  const content = root as Json
  return Object.entries(modelRules(content.component) ?? {}).flatMap(([field, rule]) => {
    const value = content[field]
    const allows = (blok: Json) => !rule.allow || rule.allow.includes(String(blok.component))
    const found =
      rule.type === 'bloks' && Array.isArray(value)
        ? value.flatMap((blok: unknown, index) => (isBlok(blok) ? [{ blok, path: [...path, field, index], allowed: allows(blok) }] : []))
        : rule.type === 'richtext' && richText
          ? richTextBloks(value, [...path, field]).map((item) => ({ ...item, allowed: allows(item.blok) }))
          : []
    return found.flatMap(({ blok, path: at, allowed }) => {
      const names = [...where, rule.label, modelBlockLabel(String(blok.component))]
      return [{ blok, path: at, where: names, allowed }, ...nestedBloks(blok, { richText }, at, names)]
    })
  })
}
