import { Hono } from 'hono'
import type { EntryRecord, ManagedDatasource, ManagementSpace } from './ManagementSpace'
import { member, notFound, readBody, unprocessable } from './managementErrors'
import type { SpaceEvents } from './SpaceEvents'

interface DimensionInput {
  id?: number
  name?: string
  entry_value?: string
  _destroy?: boolean
}

/** Storyblok's `dimensions_attributes`: a dimension with an id is changed (or destroyed), one without is added. */
function applyDimensions(space: ManagementSpace, datasource: ManagedDatasource, input: unknown): void {
  if (!Array.isArray(input)) return
  for (const item of input as DimensionInput[]) {
    const existing = datasource.dimensions.find((dimension) => dimension.id === item.id)
    if (existing && item._destroy) datasource.dimensions = datasource.dimensions.filter((dimension) => dimension !== existing)
    else if (existing) Object.assign(existing, { name: item.name ?? existing.name, entry_value: item.entry_value ?? existing.entry_value })
    else if (item.entry_value)
      datasource.dimensions.push({ id: space.newId(), name: item.name ?? item.entry_value, entry_value: item.entry_value, datasource_id: datasource.id })
  }
}

/** An entry as the API answers it: `dimension_value` is its value in the requested dimension (null without one). */
function entryView(entry: EntryRecord, dimensionId: number | undefined) {
  const { dimension_values, ...rest } = entry
  return { ...rest, dimension_value: dimensionId === undefined ? null : (dimension_values[dimensionId] ?? null) }
}

function datasourceRoutesOnly(space: ManagementSpace, api: Hono, events: SpaceEvents): void {
  const find = (id: string) => space.datasources.find((candidate) => candidate.id === Number(id))
  api.get('/datasources', (c) => c.json({ datasources: space.datasources }))
  api.get('/datasources/:id', (c) => {
    const datasource = find(c.req.param('id'))
    return datasource ? c.json({ datasource }) : notFound(c)
  })
  api.post('/datasources', async (c) => {
    const input = member(await readBody(c), 'datasource')
    const name = typeof input?.name === 'string' ? input.name.trim() : ''
    const slug = typeof input?.slug === 'string' ? input.slug.trim() : ''
    if (!name || !slug) return unprocessable(c, { ...(name ? {} : { name: ["can't be blank"] }), ...(slug ? {} : { slug: ["can't be blank"] }) })
    if (space.datasources.some((datasource) => datasource.slug === slug)) return unprocessable(c, { slug: ['has already been taken'] })
    const datasource: ManagedDatasource = { id: space.newId(), name, slug, dimensions: [] }
    applyDimensions(space, datasource, input?.dimensions_attributes)
    space.datasources.push(datasource)
    events.changed()
    return c.json({ datasource }, 201)
  })
  // PUT replaces and PATCH changes the given attributes; for these attributes both do the same.
  api.on(['PUT', 'PATCH'], '/datasources/:id', async (c) => {
    const datasource = find(c.req.param('id'))
    if (!datasource) return notFound(c)
    const input = member(await readBody(c), 'datasource')
    if (typeof input?.name === 'string' && input.name.trim()) datasource.name = input.name.trim()
    applyDimensions(space, datasource, input?.dimensions_attributes)
    events.changed()
    return c.json({ datasource })
  })
  api.delete('/datasources/:id', (c) => {
    const datasource = find(c.req.param('id'))
    if (!datasource) return notFound(c)
    space.datasources = space.datasources.filter((candidate) => candidate !== datasource)
    space.entries = space.entries.filter((entry) => entry.datasource_id !== datasource.id)
    events.entriesSaved(datasource.slug)
    return c.json({ datasource })
  })
}

function entryRoutes(space: ManagementSpace, api: Hono, events: SpaceEvents): void {
  const find = (id: string) => space.entries.find((candidate) => candidate.id === Number(id))
  const saved = (entry: EntryRecord) => events.entriesSaved(space.datasources.find((datasource) => datasource.id === entry.datasource_id)?.slug ?? '')
  api.get('/datasource_entries', (c) => {
    const slug = c.req.query('datasource_slug')
    const datasource = space.datasources.find(
      (candidate) => candidate.id === Number(c.req.query('datasource_id')) || (slug !== undefined && candidate.slug === slug),
    )
    if (!datasource) return notFound(c)
    const dimension = datasource.dimensions.find((candidate) => candidate.entry_value === c.req.query('dimension'))
    const entries = space.entries.filter((entry) => entry.datasource_id === datasource.id).sort((a, b) => a.position - b.position)
    return c.json({ datasource_entries: entries.map((entry) => entryView(entry, dimension?.id)) })
  })
  api.post('/datasource_entries', async (c) => {
    const input = member(await readBody(c), 'datasource_entry')
    const datasource = space.datasources.find((candidate) => candidate.id === Number(input?.datasource_id))
    if (!datasource) return unprocessable(c, { datasource: ['must exist'] })
    if (typeof input?.name !== 'string' || typeof input.value !== 'string') return unprocessable(c, { name: ["can't be blank"] })
    const position = typeof input.position === 'number' ? input.position : space.entries.filter((entry) => entry.datasource_id === datasource.id).length
    const entry: EntryRecord = { id: space.newId(), name: input.name, value: input.value, datasource_id: datasource.id, position, dimension_values: {} }
    space.entries.push(entry)
    saved(entry)
    return c.json({ datasource_entry: entryView(entry, undefined) }, 201)
  })
  api.on(['PUT', 'PATCH'], '/datasource_entries/:id', async (c) => {
    const entry = find(c.req.param('id'))
    if (!entry) return notFound(c)
    const body = await readBody(c)
    const input = member(body, 'datasource_entry') ?? {}
    const dimensionId = typeof body?.dimension_id === 'number' ? body.dimension_id : undefined
    if (dimensionId !== undefined && typeof input.dimension_value === 'string') entry.dimension_values[dimensionId] = input.dimension_value
    if (typeof input.name === 'string') entry.name = input.name
    if (typeof input.value === 'string') entry.value = input.value
    saved(entry)
    return c.json({ datasource_entry: entryView(entry, dimensionId) })
  })
  api.delete('/datasource_entries/:id', (c) => {
    const entry = find(c.req.param('id'))
    if (!entry) return notFound(c)
    space.entries = space.entries.filter((candidate) => candidate !== entry)
    saved(entry)
    return c.json({ datasource_entry: entryView(entry, undefined) })
  })
}

/** `datasources` (with their dimensions) and `datasource_entries` (with a value per dimension). */
export function datasourceRoutes(space: ManagementSpace, events: SpaceEvents): Hono {
  const api = new Hono()
  datasourceRoutesOnly(space, api, events)
  entryRoutes(space, api, events)
  return api
}
