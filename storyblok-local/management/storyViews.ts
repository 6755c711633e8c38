import type { FolderRecord, StoryRecord } from '../space/DemoData'
import type { ServiceState } from '../ServiceState'
import type { ManagementSpace } from './ManagementSpace'

/** A story as the Management API answers it: the draft (the working copy) and whether it is published. */
export function storyView(state: ServiceState, story: StoryRecord) {
  return { ...story, is_folder: false, published: state.store.isPublished(story.uuid) }
}

/** A folder as the Management API answers it: a story with `is_folder`, its default and allowed content types. */
export function folderView(space: ManagementSpace, folder: FolderRecord) {
  const settings = space.folderSettings.get(folder.id) ?? { default_root: null, content_types: [] }
  return {
    ...folder,
    is_folder: true,
    default_root: settings.default_root,
    content: { content_types: settings.content_types, lock_subfolders_content_types: false },
  }
}

/** `publish` as a body key or a query parameter, `1` or `true`. */
export const publishRequested = (body: Record<string, unknown> | null, query: string | undefined): boolean =>
  body?.publish === true || body?.publish === 1 || query === 'true' || query === '1'
