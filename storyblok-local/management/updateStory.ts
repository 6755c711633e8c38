import type { Context } from 'hono'
import type { Blok, FolderRecord, StoryRecord } from '../space/DemoData'
import { modelProblems } from './modelProblems'
import type { ServiceState } from '../ServiceState'
import type { ManagementSpace } from './ManagementSpace'
import { member, notFound, readBody, unprocessable } from './managementErrors'
import { readAddress, type AddressResult } from './readAddress'
import type { SpaceEvents } from './SpaceEvents'
import { storedAssetUrls } from './storedAssetUrls'
import { folderView, publishRequested, storyView } from './storyViews'

/** What an update asks of a story besides its content: a new slug or folder, or null when it changes neither. */
function readStoryAddress(state: ServiceState, input: Record<string, unknown>, story: StoryRecord): AddressResult | null {
  if (input.slug === undefined && input.parent_id === undefined) return null
  const placed = readAddress(state.store, input, {
    id: story.id,
    slug: story.slug,
    parent_id: story.parent_id,
    isFolder: false,
    isStartpage: story.is_startpage,
  })
  if ('errors' in placed) return placed
  const { slug, parent_id, full_slug } = placed.address
  return slug === story.slug && parent_id === story.parent_id && full_slug === story.full_slug ? null : placed
}

/**
 * The content an update brings, checked against the space's components, with Storyblok's asset
 * addresses (storedAssetUrls): absent (null), or why it is refused.
 */
function readContent(
  state: ServiceState,
  space: ManagementSpace,
  input: Record<string, unknown>,
): { content: Blok | null } | { errors: Record<string, string[]> } {
  if (input.content === undefined) return { content: null }
  const content = member(input, 'content') as Blok | null
  if (!content) return { errors: { content: ['is invalid'] } }
  const problems = modelProblems({ content }, space.schema())
  return problems.length > 0
    ? { errors: { content: problems.map((problem) => `${problem.path}: ${problem.message}`) } }
    : { content: storedAssetUrls(content, state.assetOrigin) }
}

/**
 * A story's update: its content (optional, checked against the model), its slug and folder
 * (optional: the draft takes the new address at once, the published version when the story is
 * published), into a release (`release_id`), and `publish`, which sends `moved` (the published
 * version changed folders) and `published` with the new full slug.
 */
async function updateStory(c: Context, state: ServiceState, space: ManagementSpace, events: SpaceEvents, current: StoryRecord) {
  const body = await readBody(c)
  const input = member(body, 'story')
  if (!input) return unprocessable(c, { story: ["can't be blank"] })
  const read = readContent(state, space, input)
  if ('errors' in read) return unprocessable(c, read.errors)
  const placed = readStoryAddress(state, input, current)
  if (placed && 'errors' in placed) return unprocessable(c, placed.errors)
  // Storyblok's docs put `release_id` in the body, its API description in the query: either.
  const releaseId = state.store.releases.idOf(body?.release_id ?? c.req.query('release_id'))
  if (releaseId === undefined) return unprocessable(c, { release_id: ['must be a release of the space'] })
  const now = new Date()
  const saved = read.content ? state.store.saveDraft(current.full_slug, read.content, now, releaseId) : current
  if (!saved) return unprocessable(c, { content: ['must keep the story’s component and _uid'] })
  // The address is the story's, not a release's version: it changes the draft.
  const moved = placed ? state.store.moveStory(current.uuid, placed.address, now) : undefined
  const fullSlug = moved?.full_slug ?? current.full_slug
  // A release's version goes live with the release, not with `publish`.
  if (releaseId === null && publishRequested(body, c.req.query('publish'))) {
    const before = state.store.findByUuid('published', current.uuid)
    const published = state.store.publish(fullSlug, now)
    if (published) events.published(published, before)
  }
  const story = releaseId === null ? state.store.findById('draft', current.id) : saved
  return story ? c.json({ story: storyView(state, story) }) : notFound(c)
}

/**
 * A folder's update: a new slug or parent moves it and everything in it at once (drafts and
 * published versions; `cv` moves) and sends one `moved` event, for the folder.
 */
async function updateFolder(c: Context, state: ServiceState, space: ManagementSpace, events: SpaceEvents, folder: FolderRecord) {
  const input = member(await readBody(c), 'story')
  if (!input) return unprocessable(c, { story: ["can't be blank"] })
  const placed = readAddress(state.store, input, { id: folder.id, slug: folder.slug, parent_id: folder.parent_id, isFolder: true, isStartpage: false })
  if ('errors' in placed) return unprocessable(c, placed.errors)
  if (placed.address.full_slug === folder.full_slug) return c.json({ story: folderView(space, folder) })
  const moved = state.store.moveFolder(folder.id, placed.address, new Date())
  if (!moved) return notFound(c)
  events.moved(moved)
  return c.json({ story: folderView(space, moved) })
}

/** `PUT /stories/{id}`: a story's update, or a folder's (Storyblok's folders are stories). */
export function updateEntry(state: ServiceState, space: ManagementSpace, events: SpaceEvents) {
  return (c: Context) => {
    const id = Number(c.req.param('id'))
    const folder = state.store.findFolder(id)
    if (folder) return updateFolder(c, state, space, events, folder)
    const story = state.store.findById('draft', id)
    return story ? updateStory(c, state, space, events, story) : notFound(c)
  }
}
