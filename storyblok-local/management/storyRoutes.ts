import { Hono } from 'hono'
import type { ServiceState } from '../ServiceState'
import { createStory } from './createStory'
import { duplicateStory } from './duplicateStory'
import type { ManagementSpace } from './ManagementSpace'
import { notFound } from './managementErrors'
import type { SpaceEvents } from './SpaceEvents'
import { folderView, storyView } from './storyViews'
import { updateEntry } from './updateStory'

const DEFAULT_PER_PAGE = 25
const MAX_PER_PAGE = 100

/**
 * `stories`: the list (`with_slug`, `starts_with`, paged with `Total`/`Per-Page`), one story or
 * folder, a create, an update (content checked against the space's components, slug, folder,
 * `publish`), unpublish and delete, each with the webhook Storyblok sends, and a duplicate into
 * another language's folder (a draft translation, which sends none).
 */
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
    const id = Number(c.req.param('id'))
    const folder = state.store.findFolder(id)
    if (folder) return c.json({ story: folderView(space, folder) })
    const story = state.store.findById('draft', id)
    return story ? c.json({ story: storyView(state, story) }) : notFound(c)
  })

  api.on(['PUT', 'PATCH'], '/stories/:id', updateEntry(state, space, events))

  // Storyblok's duplicate into another folder (a translation, with folder-level translation): a draft, no webhook.
  api.put('/stories/:id/duplicate', duplicateStory(state, space))

  // Storyblok's unpublish: `GET /stories/{id}/unpublish` takes the published version away and sends the `unpublished` webhook.
  api.get('/stories/:id/unpublish', (c) => {
    const story = state.store.findById('draft', Number(c.req.param('id')))
    if (!story) return notFound(c)
    state.store.unpublish(story.uuid, new Date())
    events.unpublished(story)
    const current = state.store.findById('draft', story.id)
    return c.json({ story: storyView(state, current ?? story) })
  })

  // Storyblok's delete: every version goes, `cv` moves, and the `deleted` webhook names the story's id but not its address.
  api.delete('/stories/:id', (c) => {
    const story = state.store.findById('draft', Number(c.req.param('id')))
    if (!story) return notFound(c)
    state.store.deleteStory(story.uuid, new Date())
    events.deleted(story)
    return c.json({ story: storyView(state, story) })
  })
  return api
}
