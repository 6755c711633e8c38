import { Hono } from 'hono'
import type { Blok, StoryRecord } from '../DemoData'
import type { ServiceState } from '../ServiceState'
import { modelProblems } from '../modelProblems'
import type { ManagementSpace } from './ManagementSpace'
import { member, notFound, readBody, unprocessable } from './managementErrors'

const DEFAULT_PER_PAGE = 25
const MAX_PER_PAGE = 100

/** A story as the Management API answers it: the draft (the working copy) and whether it is published. */
function storyView(state: ServiceState, story: StoryRecord) {
  return { ...story, published: state.store.isPublished(story.uuid) }
}

/** `stories`: the list (`with_slug`, `starts_with`, paged with `Total`/`Per-Page`), one story, and a content update checked against the space's components. */
export function storyRoutes(state: ServiceState, space: ManagementSpace): Hono {
  const api = new Hono()

  api.get('/stories', (c) => {
    const withSlug = c.req.query('with_slug')
    const startsWith = c.req.query('starts_with') ?? ''
    const perPage = Math.min(Math.max(Number(c.req.query('per_page')) || DEFAULT_PER_PAGE, 1), MAX_PER_PAGE)
    const page = Math.max(Number(c.req.query('page')) || 1, 1)
    const matching = state.store
      .stories('draft')
      .filter((story) => (withSlug === undefined ? story.full_slug.startsWith(startsWith) : story.full_slug === withSlug))
    c.header('Total', String(matching.length))
    c.header('Per-Page', String(perPage))
    return c.json({ stories: matching.slice((page - 1) * perPage, page * perPage).map((story) => storyView(state, story)) })
  })

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
    const now = new Date()
    if (!state.store.saveDraft(current.full_slug, content, now)) return unprocessable(c, { content: ['must keep the story’s component and _uid'] })
    const publish = body?.publish === true || body?.publish === 1 || c.req.query('publish') === 'true' || c.req.query('publish') === '1'
    if (publish) state.store.publish(current.full_slug, now)
    const saved = state.store.findById('draft', current.id)
    return saved ? c.json({ story: storyView(state, saved) }) : notFound(c)
  })
  return api
}
