import { Hono } from 'hono'
import type { ServiceState } from '../ServiceState'
import { member, notFound, readBody, unprocessable } from './managementErrors'

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * `releases`: list, read and create, as the Management API v1 answers them (`{releases}`,
 * `{release}`). A story saved with `release_id` (storyRoutes, the editor's Save) is that
 * release's version of it, which `from_release` reads on the Content Delivery API.
 */
export function releaseRoutes(state: ServiceState): Hono {
  const api = new Hono()
  const { releases } = state.store

  api.get('/releases', (c) => c.json({ releases: releases.list() }))
  api.get('/releases/:id', (c) => {
    const release = releases.find(Number(c.req.param('id')))
    return release ? c.json({ release }) : notFound(c)
  })
  api.post('/releases', async (c) => {
    const input = member(await readBody(c), 'release')
    const name = text(input?.name)
    if (!input || !name) return unprocessable(c, { name: ["can't be blank"] })
    const branches = Array.isArray(input.branches_to_deploy) ? input.branches_to_deploy.filter((id): id is number => typeof id === 'number') : []
    const release = releases.create({ name, release_at: text(input.release_at), timezone: text(input.timezone), branches_to_deploy: branches }, new Date())
    return c.json({ release }, 201)
  })
  return api
}
