import type { Context } from 'hono'
import type { Blok, StoryRecord } from '../space/DemoData'
import type { ServiceState } from '../ServiceState'
import { modelProblems } from './modelProblems'
import type { ManagementSpace } from './ManagementSpace'
import { member, notFound, readBody, unprocessable } from './managementErrors'
import { readAddress } from './readAddress'
import type { SpaceEvents } from './SpaceEvents'
import { storedAssetUrls } from './storedAssetUrls'
import { folderView, publishRequested, storyView } from './storyViews'

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** `POST /stories`: a folder (`is_folder`, its default and allowed content types) or a story, checked against the space's components. */
export function createStory(state: ServiceState, space: ManagementSpace, events: SpaceEvents) {
  return async (c: Context) => {
    const body = await readBody(c)
    const input = member(body, 'story') ?? {}
    const name = text(input.name)
    const isStartpage = input.is_startpage === true
    const placed = readAddress(state.store, input, { id: null, slug: '', parent_id: null, isFolder: input.is_folder === true, isStartpage })
    if (!name || 'errors' in placed) return unprocessable(c, { ...(name ? {} : { name: ["can't be blank"] }), ...('errors' in placed ? placed.errors : {}) })
    const id = space.newId()
    const now = new Date()
    const base = {
      id,
      uuid: crypto.randomUUID(),
      name,
      ...placed.address,
      position: typeof input.position === 'number' ? input.position : 0,
      created_at: now.toISOString(),
    }
    if (input.is_folder === true) {
      state.store.addFolder(base)
      const contentTypes = member(input, 'content')?.content_types
      space.folderSettings.set(id, {
        default_root: text(input.default_root) || null,
        content_types: Array.isArray(contentTypes) ? contentTypes.map(String) : [],
      })
      events.changed()
      return c.json({ story: folderView(space, base) }, 201)
    }
    const content = member(input, 'content') as Blok | null
    if (!content) return unprocessable(c, { content: ["can't be blank"] })
    const problems = modelProblems({ content }, space.schema())
    if (problems.length > 0) return unprocessable(c, { content: problems.map((problem) => `${problem.path}: ${problem.message}`) })
    const story: StoryRecord = {
      ...base,
      content: storedAssetUrls(content, state.assetOrigin),
      updated_at: base.created_at,
      published_at: null,
      first_published_at: null,
      sort_by_date: text(input.sort_by_date) || null,
      tag_list: Array.isArray(input.tag_list) ? input.tag_list.map(String) : [],
      is_startpage: isStartpage,
      meta_data: null,
      group_id: text(input.group_id) || crypto.randomUUID(),
      release_id: null,
      lang: 'default',
      // The real path: where the visual editor opens the story instead of its full slug.
      path: text(input.path) || null,
      default_full_slug: null,
      translated_slugs: null,
    }
    const publish = publishRequested(body, c.req.query('publish'))
    state.store.addStory(story, publish ? now : null)
    const saved = state.store.findById('draft', id)
    if (publish && saved) events.published(saved, undefined)
    return saved ? c.json({ story: storyView(state, saved) }, 201) : notFound(c)
  }
}
