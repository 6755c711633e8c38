import { Hono } from 'hono'
import type { ComponentRecord, ManagementSpace } from './ManagementSpace'
import { member, notFound, readBody, unprocessable } from './managementErrors'

const COMPONENT_NAME = /^[A-Za-z0-9_-]+$/

/** `component_groups`: list, read, create, update (a name, a parent group), delete. */
function groupRoutes(space: ManagementSpace, api: Hono): void {
  const find = (id: unknown) => space.groups.find((candidate) => candidate.id === Number(id))
  const taken = (name: string, id?: number) => space.groups.some((group) => group.name === name && group.id !== id)
  /** The parent named by `parent_id` (or `parent_uuid`): its id and uuid, or null at the top. */
  const parentOf = (input: Record<string, unknown> | null) => {
    const parent = find(input?.parent_id) ?? space.groups.find((candidate) => candidate.uuid === input?.parent_uuid)
    return { parent_id: parent?.id ?? null, parent_uuid: parent?.uuid ?? null }
  }

  api.get('/component_groups', (c) => c.json({ component_groups: space.groups }))
  api.get('/component_groups/:id', (c) => {
    const group = find(c.req.param('id'))
    return group ? c.json({ component_group: group }) : notFound(c)
  })
  api.post('/component_groups', async (c) => {
    const input = member(await readBody(c), 'component_group')
    const name = typeof input?.name === 'string' ? input.name.trim() : ''
    if (!name) return unprocessable(c, { name: ["can't be blank"] })
    if (taken(name)) return unprocessable(c, { name: ['has already been taken'] })
    const id = space.newId()
    const group = { id, uuid: space.uuidFor(id), name, ...parentOf(input) }
    space.groups.push(group)
    return c.json({ component_group: group }, 201)
  })
  api.on(['PUT', 'PATCH'], '/component_groups/:id', async (c) => {
    const group = find(c.req.param('id'))
    if (!group) return notFound(c)
    const input = member(await readBody(c), 'component_group')
    const name = typeof input?.name === 'string' ? input.name.trim() : group.name
    if (!name) return unprocessable(c, { name: ["can't be blank"] })
    if (taken(name, group.id)) return unprocessable(c, { name: ['has already been taken'] })
    group.name = name
    if (input && ('parent_id' in input || 'parent_uuid' in input)) Object.assign(group, parentOf(input))
    return c.json({ component_group: group })
  })
  api.delete('/component_groups/:id', (c) => {
    const group = find(c.req.param('id'))
    if (!group) return notFound(c)
    space.groups = space.groups.filter((candidate) => candidate !== group)
    for (const component of space.components) if (component.component_group_uuid === group.uuid) component.component_group_uuid = null
    return c.json({ component_group: group })
  })
}

/** `components` and `component_groups`: list, read, create, update, delete, as the Management API v1 answers them. */
export function componentRoutes(space: ManagementSpace): Hono {
  const api = new Hono()
  groupRoutes(space, api)

  api.get('/components', (c) => c.json({ components: space.components }))
  api.get('/components/:id', (c) => {
    const component = space.components.find((candidate) => candidate.id === Number(c.req.param('id')))
    return component ? c.json({ component }) : notFound(c)
  })
  api.post('/components', async (c) => {
    const input = member(await readBody(c), 'component')
    const name = typeof input?.name === 'string' ? input.name : ''
    if (!COMPONENT_NAME.test(name)) return unprocessable(c, { name: ['is invalid'] })
    if (space.components.some((component) => component.name === name)) return unprocessable(c, { name: ['has already been taken'] })
    const now = new Date().toISOString()
    const component: ComponentRecord = {
      display_name: null,
      is_root: false,
      is_nestable: true,
      component_group_uuid: null,
      schema: {},
      ...input,
      id: space.newId(),
      name,
      created_at: now,
      updated_at: now,
    }
    space.components.push(component)
    return c.json({ component }, 201)
  })
  api.on(['PUT', 'PATCH'], '/components/:id', async (c) => {
    const index = space.components.findIndex((candidate) => candidate.id === Number(c.req.param('id')))
    const current = space.components[index]
    if (!current) return notFound(c)
    const input = member(await readBody(c), 'component')
    if (!input) return unprocessable(c, { component: ["can't be blank"] })
    const name = typeof input.name === 'string' ? input.name : current.name
    if (space.components.some((component) => component.name === name && component.id !== current.id))
      return unprocessable(c, { name: ['has already been taken'] })
    const component: ComponentRecord = { ...current, ...input, id: current.id, name, created_at: current.created_at, updated_at: new Date().toISOString() }
    space.components[index] = component
    return c.json({ component })
  })
  api.delete('/components/:id', (c) => {
    const index = space.components.findIndex((candidate) => candidate.id === Number(c.req.param('id')))
    if (index < 0) return notFound(c)
    const [component] = space.components.splice(index, 1)
    return c.json({ component })
  })
  return api
}
