import type { FolderRecord, StoryRecord } from '../space/DemoData'

/** The link object of `/v2/cdn/links` (and of `resolve_links=link`) for a story or folder. */
export function toLinkObject(entry: StoryRecord | FolderRecord, published: boolean, includeDates = false) {
  const isFolder = !('content' in entry)
  const link = {
    id: entry.id,
    uuid: entry.uuid,
    slug: entry.full_slug,
    path: isFolder ? null : entry.path,
    parent_id: entry.parent_id,
    name: entry.name,
    is_folder: isFolder,
    published,
    is_startpage: isFolder ? false : entry.is_startpage,
    position: entry.position,
    real_path: `/${isFolder || entry.path === null ? entry.full_slug : entry.path}`,
  }
  if (!includeDates) return link
  return {
    ...link,
    published_at: isFolder ? null : entry.published_at,
    created_at: entry.created_at,
    updated_at: isFolder ? entry.created_at : entry.updated_at,
  }
}
