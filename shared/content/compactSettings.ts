import { oncePerObject } from './oncePerObject'
import type { Multilink } from './storyblok'

function isMultilink(value: object): value is Multilink {
  return (value as Multilink).fieldtype === 'multilink'
}

/** An asset field the editor left empty: Storyblok sends it with every attribute empty. */
function isUnsetAsset(value: object): boolean {
  const asset = value as { fieldtype?: unknown; filename?: unknown }
  return asset.fieldtype === 'asset' && !asset.filename
}

/** Rich text is kept exactly as it is: its renderer reads every node and mark. */
function isRichText(value: object): boolean {
  return (value as { type?: unknown }).type === 'doc'
}

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined

function compactLink({ story, id: _uuid, ...link }: Multilink): Multilink {
  const compact: Multilink = {}
  for (const [field, value] of Object.entries(link)) if (!isEmpty(value)) compact[field] = value
  const current = story?.full_slug
  if (link.linktype === 'story' && current) compact.cached_url = current
  return compact
}

/**
 * Site settings reduced to what the site renders from them: multilinks keep the resolved story's
 * current full slug as `cached_url` (the embedded story and the link's uuid go), and empty fields
 * and unset assets go (every field of the content model is optional: missing and empty read
 * alike). Settings travel to the browser as island props, so this is most of their weight.
 */
export function compactSettings<T>(value: T): T {
  return value === null || typeof value !== 'object' ? value : (compactObject(value) as T)
}

/** Compacted once per settings object: published content is shared, unchanged, by every request of its content version. */
const compactObject = oncePerObject((value: object) => compactValue(value))

/** Frozen, as deep as the content it comes from: the result is shared by every request that reads these settings. */
function compactValue<T>(value: T): T {
  if (Array.isArray(value)) return Object.freeze(value.map(compactValue)) as T
  if (value === null || typeof value !== 'object' || isRichText(value)) return value
  if (isMultilink(value)) return Object.freeze(compactLink(value)) as T
  const compact: Record<string, unknown> = {}
  for (const [field, nested] of Object.entries(value)) {
    if (isEmpty(nested) || (typeof nested === 'object' && nested !== null && !Array.isArray(nested) && isUnsetAsset(nested))) continue
    compact[field] = compactValue(nested)
  }
  return Object.freeze(compact) as T
}
