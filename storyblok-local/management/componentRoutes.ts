import { Hono } from 'hono'
import type { ComponentRecord, ManagementSpace } from './ManagementSpace'
import { member, notFound, readBody, unprocessable } from './managementErrors'

const COMPONENT_NAME = /^[A-Za-z0-9_-]+$/

/** `components` and `component_groups`: list, read, create, update, delete, as the Management API v1 answers them. */
export function componentRoutes(space: ManagementSpace): Hono {
  const api = new Hono()

  api.get('/component_groups', (c) => c.json({ component_groups: space.groups }))
  api.get('/component_groups/:id', (c) => {
    const group = space.groups.find((candidate) => candidate.id === Number(c.req.param('id')))
    return group ? c.json({ component_group: group }) : notFound(c)
  })
  api.post('/component_groups', async (c) => {
    const input = member(await readBody(c), 'component_group')
    const name = typeof input?.name === 'string' ? input.name.trim() : ''
    if (!name) return unprocessable(c, { name: ["can't be blank"] })
    if (space.groups.some((group) => group.name === name)) return unprocessable(c, { name: ['has already been taken'] })
    const id = space.newId()
    const group = { id, uuid: space.uuidFor(id), name, parent_id: typeof input?.parent_id === 'number' ? input.parent_id : null }
    space.groups.push(group)
    return c.json({ component_group: group }, 201)
  })
  api.on(['PUT', 'PATCH'], '/component_groups/:id', async (c) => {
    const group = space.groups.find((candidate) => candidate.id === Number(c.req.param('id')))
    if (!group) return notFound(c)
    const input = member(await readBody(c), 'component_group')
    if (typeof input?.name === 'string' && input.name.trim()) group.name = input.name.trim()
    return c.json({ component_group: group })
  })
  api.delete('/component_groups/:id', (c) => {
    const index = space.groups.findIndex((candidate) => candidate.id === Number(c.req.param('id')))
    if (index < 0) return notFound(c)
    const [group] = space.groups.splice(index, 1)
    for (const component of space.components) if (component.component_group_uuid === group?.uuid) component.component_group_uuid = null
    return c.json({ component_group: group })
  })

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
