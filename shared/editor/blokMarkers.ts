import type { BlokMarkers } from './BlokMarkersContext'

/** `_editable` is `<!--#storyblok#{json}-->`, present only in draft content. */
const EDITABLE_COMMENT = /^<!--#storyblok#(.*?)-->/

interface EditableInfo {
  name: string
  space?: string
  uid: string
  id: string
}

function readEditable(json: string): EditableInfo | undefined {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return undefined
  }
  if (value === null || typeof value !== 'object') return undefined
  const { name, space, uid, id } = value as Record<string, unknown>
  if (typeof name !== 'string' || typeof uid !== 'string' || typeof id !== 'string') return undefined
  if (space !== undefined && typeof space !== 'string') return undefined
  return space === undefined ? { name, uid, id } : { name, space, uid, id }
}

/**
 * A blok's `data-blok-c` and `data-blok-uid`, derived from its `_editable` exactly as Storyblok's
 * SDKs and `@storyblok/preview-bridge` (`editableAttributes`) derive them; undefined when the blok
 * has no (valid) `_editable`.
 */
export function blokMarkers(blok: unknown): BlokMarkers | undefined {
  const editable = blok !== null && typeof blok === 'object' ? (blok as { _editable?: unknown })._editable : undefined
  if (typeof editable !== 'string') return undefined
  const json = EDITABLE_COMMENT.exec(editable)?.[1]
  const info = json === undefined ? undefined : readEditable(json)
  return info ? { 'data-blok-c': JSON.stringify(info), 'data-blok-uid': `${info.id}-${info.uid}` } : undefined
}
