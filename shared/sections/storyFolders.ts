import type { ComponentName } from '../content/schema/contentModel'
import { SECTIONS } from './sections'

/** The language folder itself holds the generic pages and the settings story. */
const LANGUAGE_ROOT_TYPES: readonly ComponentName[] = ['page', 'settings']
/** Authors are referenced by blog posts, not a section of their own. */
export const AUTHORS_FOLDER = 'authors'

/**
 * The content types each Storyblok folder takes, by its path below the language folder (`''` for
 * the language folder itself): a section's folder takes its story types and `page` (its start
 * page); a folder only some routes read (`press/posts`) takes just their types. Derived from the
 * sections table, so the space's folder settings follow the routes; the first type is the folder's default.
 */
export function storyFolderContentTypes(): ReadonlyMap<string, readonly string[]> {
  const folders = new Map<string, string[]>([
    ['', [...LANGUAGE_ROOT_TYPES]],
    [AUTHORS_FOLDER, ['author']],
  ])
  const add = (folder: string, types: readonly string[]) => folders.set(folder, [...new Set([...(folders.get(folder) ?? []), ...types])])
  for (const section of SECTIONS) {
    const types = section.types.map((type) => type.component)
    add(section.folder, [...types, 'page'])
    for (const route of section.storyRoutes)
      for (const folder of route.folders.filter((candidate) => candidate !== section.folder)) add(folder, route.components ?? types)
  }
  return folders
}
