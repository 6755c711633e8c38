import type { Context } from 'hono'
import type { ContentStore } from '../space/ContentStore'
import type { FolderRecord, StoryRecord } from '../space/DemoData'
import type { ServiceState } from '../ServiceState'
import type { ManagementSpace } from './ManagementSpace'
import { languageOf } from '../editor/browser/managementAnswer'
import { member, notFound, readBody, unprocessable } from './managementErrors'
import { readAddress } from './readAddress'
import { storyView } from './storyViews'

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * The folder of the target dimension where the story's copy goes: the story's folder path mirrored
 * under it (`en/press/posts/x` into `de` goes to `de/press/posts`), or why it cannot go there. A
 * missing folder is refused, not made: a folder of the wrong name or settings would be silently wrong.
 */
function mirroredFolder(store: ContentStore, story: StoryRecord, target: FolderRecord): { folder: FolderRecord } | { errors: Record<string, string[]> } {
  const parent = story.parent_id === null ? undefined : store.findFolder(story.parent_id)
  if (!parent) return { errors: { story: ['is in no root folder: there is no path to mirror'] } }
  const sourceRoot = languageOf(parent.full_slug)
  if (sourceRoot === target.full_slug) return { errors: { target_dimension: ['is the root folder the story is in'] } }
  const fullSlug = `${target.full_slug}${parent.full_slug.slice(sourceRoot.length)}`
  const folder = store.folders.find((candidate) => candidate.full_slug === fullSlug)
  return folder ? { folder } : { errors: { target_dimension: [`has no folder ${fullSlug}: create it first`] } }
}

/**
 * `PUT /stories/{id}/duplicate`: Storyblok's duplicate into another folder, what its Dimensions app
 * ("Create clone") does for folder-level translation. `target_dimension` is the id of the target
 * top-level folder; the copy takes the story's folder path mirrored under it, its slug, name, content
 * type and content, as a draft (never published); attributes in `story` are the copy's (`group_id`
 * links it to the story as an alternate, as Storyblok's docs say; `name` and `slug` may be set too);
 * `same_path: true` keeps the story's real path. Refused with 422: a target that is no top-level
 * folder, the story's own, one missing the mirrored folder, a taken full slug, and (stricter than
 * Storyblok, whose docs say nothing of it) a `group_id` that already has a story in the target
 * language, which would give one language two alternates.
 *
 * No webhook: Storyblok's story webhooks are `published`, `unpublished`, `deleted` and `moved`
 * (from or to a folder) (docs: concepts/webhooks, and the Management API's webhook actions
 * `story.published`, `story.unpublished`, `story.deleted`, `story.moved`); a new draft is none of
 * them. Like a story created without `publish`, it does not move `cv` either: the published content
 * did not change.
 */
export function duplicateStory(state: ServiceState, space: ManagementSpace) {
  return async (c: Context) => {
    const story = state.store.findById('draft', Number(c.req.param('id')))
    if (!story) return notFound(c)
    const body = await readBody(c)
    const input = member(body, 'story') ?? {}
    const target = state.store.findFolder(Number(body?.target_dimension))
    if (!target || target.parent_id !== null) return unprocessable(c, { target_dimension: ['must be a root folder of the space'] })
    const mirrored = mirroredFolder(state.store, story, target)
    if ('errors' in mirrored) return unprocessable(c, mirrored.errors)
    const groupId = text(input.group_id) || crypto.randomUUID()
    const sibling = state.store.stories('draft').find((other) => other.group_id === groupId && languageOf(other.full_slug) === target.full_slug)
    if (sibling) return unprocessable(c, { group_id: [`already has a story in ${target.full_slug}: ${sibling.full_slug}`] })
    const placed = readAddress(
      state.store,
      { slug: input.slug ?? story.slug, parent_id: mirrored.folder.id },
      { id: null, slug: '', parent_id: null, isFolder: false, isStartpage: story.is_startpage },
    )
    if ('errors' in placed) return unprocessable(c, placed.errors)
    const now = new Date().toISOString()
    const copy: StoryRecord = {
      ...structuredClone(story),
      ...placed.address,
      id: space.newId(),
      uuid: crypto.randomUUID(),
      name: text(input.name) || story.name,
      group_id: groupId,
      created_at: now,
      updated_at: now,
      published_at: null,
      first_published_at: null,
      release_id: null,
      path: body?.same_path === true ? story.path : null,
    }
    state.store.addStory(copy, null)
    const saved = state.store.findById('draft', copy.id)
    return saved ? c.json({ story: storyView(state, saved) }) : notFound(c)
  }
}
