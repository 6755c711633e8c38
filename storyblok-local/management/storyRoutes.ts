import { Hono, type Context } from 'hono'
import type { Blok, FolderRecord, StoryRecord } from '../DemoData'
import type { ServiceState } from '../ServiceState'
import { modelProblems } from '../modelProblems'
import type { ManagementSpace } from './ManagementSpace'
import { member, notFound, readBody, unprocessable } from './managementErrors'
import type { SpaceEvents } from './SpaceEvents'

const DEFAULT_PER_PAGE = 25
const MAX_PER_PAGE = 100

/** A story as the Management API answers it: the draft (the working copy) and whether it is published. */
function storyView(state: ServiceState, story: StoryRecord) {
  return { ...story, is_folder: false, published: state.store.isPublished(story.uuid) }
}

/** A folder as the Management API answers it: a story with `is_folder`, its default and allowed content types. */
function folderView(space: ManagementSpace, folder: FolderRecord) {
  const settings = space.folderSettings.get(folder.id) ?? { default_root: null, content_types: [] }
  return {
    ...folder,
    is_folder: true,
    default_root: settings.default_root,
    content: { content_types: settings.content_types, lock_subfolders_content_types: false },
  }
}

/** `publish` as a body key or a query parameter, `1` or `true`. */
const publishRequested = (body: Record<string, unknown> | null, query: string | undefined): boolean =>
  body?.publish === true || body?.publish === 1 || query === 'true' || query === '1'

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** `POST /stories`: a folder (`is_folder`, its default and allowed content types) or a story, checked against the space's components. */
function createStory(state: ServiceState, space: ManagementSpace, events: SpaceEvents) {
  return async (c: Context) => {
    const body = await readBody(c)
    const input = member(body, 'story')
    const name = text(input?.name)
    const slug = text(input?.slug)
    if (!input || !name || !slug) return unprocessable(c, { ...(name ? {} : { name: ["can't be blank"] }), ...(slug ? {} : { slug: ["can't be blank"] }) })
    const parentId = typeof input.parent_id === 'number' && input.parent_id > 0 ? input.parent_id : null
    const parent = parentId === null ? null : state.store.folders.find((folder) => folder.id === parentId)
    if (parentId !== null && !parent) return unprocessable(c, { parent_id: ['must be a folder of the space'] })
    const isStartpage = input.is_startpage === true
    const fullSlug = parent ? `${parent.full_slug}/${isStartpage ? '' : slug}` : slug
    const taken = Boolean(state.store.findBySlug('draft', fullSlug)) || (!isStartpage && state.store.folders.some((folder) => folder.full_slug === fullSlug))
    if (taken) return unprocessable(c, { slug: ['has already been taken'] })
    const id = space.newId()
    const now = new Date()
    const base = {
      id,
      uuid: crypto.randomUUID(),
      name,
      slug,
      full_slug: fullSlug,
      parent_id: parentId,
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
      content,
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
    if (publish && saved) events.published(saved)
    return saved ? c.json({ story: storyView(state, saved) }, 201) : notFound(c)
  }
}

/** `stories`: the list (`with_slug`, `starts_with`, paged with `Total`/`Per-Page`), one story, and a content update checked against the space's components. */
export function storyRoutes(state: ServiceState, space: ManagementSpace, events: SpaceEvents): Hono {
  const api = new Hono()

  api.get('/stories', (c) => {
    const withSlug = c.req.query('with_slug')
    const startsWith = c.req.query('starts_with') ?? ''
    const perPage = Math.min(Math.max(Number(c.req.query('per_page')) || DEFAULT_PER_PAGE, 1), MAX_PER_PAGE)
    const page = Math.max(Number(c.req.query('page')) || 1, 1)
    const all = [...state.store.folders.map((folder) => folderView(space, folder)), ...state.store.stories('draft').map((story) => storyView(state, story))]
    const matching = all.filter((story) => (withSlug === undefined ? story.full_slug.startsWith(startsWith) : story.full_slug === withSlug))
    c.header('Total', String(matching.length))
    c.header('Per-Page', String(perPage))
    // Like Storyblok's, the list leaves each story's content out: GET /stories/{id} has it.
    return c.json({ stories: matching.slice((page - 1) * perPage, page * perPage).map(({ content: _content, ...story }) => story) })
  })

  api.post('/stories', createStory(state, space, events))

  api.get('/stories/:id', (c) => {
    const story = state.store.findById('draft', Number(c.req.param('id')))
    return story ? c.json({ story: storyView(state, story) }) : notFound(c)
  })

  api.put('/stories/:id', async (c) => {
    const current = state.store.findById('draft', Number(c.req.param('id')))
    if (!current) return notFound(c)
    const body = await readBody(c)
    const content = member(member(body, 'story'), 'content') as Blok | null
    if (!content) return unprocessable(c, { content: ["can't be blank"] })
    const problems = modelProblems({ content }, space.schema())
    if (problems.length > 0) return unprocessable(c, { content: problems.map((problem) => `${problem.path}: ${problem.message}`) })
    // Storyblok's docs put `release_id` in the body, its API description in the query: either.
    const releaseId = state.store.releases.idOf(body?.release_id ?? c.req.query('release_id'))
    if (releaseId === undefined) return unprocessable(c, { release_id: ['must be a release of the space'] })
    const now = new Date()
    const saved = state.store.saveDraft(current.full_slug, content, now, releaseId)
    if (!saved) return unprocessable(c, { content: ['must keep the story’s component and _uid'] })
    // A release's version goes live with the release, not with `publish`.
    const published = releaseId === null && publishRequested(body, c.req.query('publish')) ? state.store.publish(current.full_slug, now) : undefined
    if (published) events.published(published)
    const story = releaseId === null ? state.store.findById('draft', current.id) : saved
    return story ? c.json({ story: storyView(state, story) }) : notFound(c)
  })

  // Storyblok's unpublish: `GET /stories/{id}/unpublish` takes the published version away and sends the `unpublished` webhook.
  api.get('/stories/:id/unpublish', (c) => {
    const story = state.store.findById('draft', Number(c.req.param('id')))
    if (!story) return notFound(c)
    state.store.unpublish(story.uuid, new Date())
    events.unpublished(story)
    const current = state.store.findById('draft', story.id)
    return c.json({ story: storyView(state, current ?? story) })
  })

  api.delete('/stories/:id', (c) => {
    const story = state.store.findById('draft', Number(c.req.param('id')))
    if (!story) return notFound(c)
    state.store.deleteStory(story.uuid)
    events.changed()
    return c.json({ story: storyView(state, story) })
  })
  return api
}
