import type { ContentStore, EntryAddress } from '../space/ContentStore'
import type { FolderRecord } from '../space/DemoData'

/** Storyblok's slugs: lowercase letters, digits, `-`, `_` and `.`. */
const SLUG = /^[a-z0-9_.-]+$/

/** The story or folder a write is about: what it is now (null: a new one) and whether it is a folder or start page. */
export interface AddressedEntry {
  id: number | null
  slug: string
  parent_id: number | null
  isFolder: boolean
  isStartpage: boolean
}

/** Where a write puts a story or folder, or why it cannot go there (Storyblok's 422 body). */
export type AddressResult = { address: EntryAddress } | { errors: Record<string, string[]> }

/** A folder's or story's full slug in its folder: a start page's is the folder's with a trailing `/`. */
function fullSlugOf(parent: FolderRecord | null, slug: string, isStartpage: boolean): string {
  return parent ? `${parent.full_slug}/${isStartpage ? '' : slug}` : slug
}

/** Whether a full slug belongs to another story or folder than `entry` (a start page shares its folder's). */
function taken(store: ContentStore, fullSlug: string, entry: AddressedEntry): boolean {
  const story = store.findBySlug('draft', fullSlug)
  // A folder's own start page (`en/blog/`) is found at the folder's full slug, and is no other entry.
  const storyTakes = entry.isFolder ? story?.full_slug === fullSlug : story !== undefined && story.id !== entry.id
  const folderTakes = !entry.isStartpage && store.folders.some((folder) => folder.full_slug === fullSlug && (!entry.isFolder || folder.id !== entry.id))
  return storyTakes || folderTakes
}

/**
 * The parent a write asks for: `parent_id` absent keeps the entry's, 0 or null is the root, any other
 * value must be a folder of the space, and a folder cannot go into itself or a folder inside it.
 */
function readParent(store: ContentStore, value: unknown, entry: AddressedEntry): FolderRecord | null | undefined {
  const id = value === undefined ? entry.parent_id : value === null || value === 0 || value === '0' ? null : Number(value)
  if (id === null) return null
  const parent = Number.isSafeInteger(id) ? store.findFolder(id) : undefined
  if (!parent || !entry.isFolder || entry.id === null) return parent
  const self = store.findFolder(entry.id)
  return self && (parent.id === self.id || parent.full_slug.startsWith(`${self.full_slug}/`)) ? undefined : parent
}

/**
 * Reads `slug` and `parent_id` of a story write as Storyblok checks them: a slug that is not one
 * (422 `is invalid`), a parent that is no folder (422), a full slug another story or folder has
 * (422 `has already been taken`). Absent, each keeps the entry's.
 */
export function readAddress(store: ContentStore, input: Record<string, unknown>, entry: AddressedEntry): AddressResult {
  const slug = input.slug === undefined ? entry.slug : typeof input.slug === 'string' ? input.slug.trim() : ''
  if (slug === '') return { errors: { slug: ["can't be blank"] } }
  if (!SLUG.test(slug)) return { errors: { slug: ['is invalid'] } }
  const parent = readParent(store, input.parent_id, entry)
  if (parent === undefined) return { errors: { parent_id: ['must be a folder of the space'] } }
  const fullSlug = fullSlugOf(parent, slug, entry.isStartpage)
  if (taken(store, fullSlug, entry)) return { errors: { slug: ['has already been taken'] } }
  return { address: { slug, parent_id: parent?.id ?? null, full_slug: fullSlug } }
}
