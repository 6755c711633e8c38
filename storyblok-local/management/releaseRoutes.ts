import { Hono } from 'hono'
import type { ReleaseInput } from '../space/Releases'
import type { ServiceState } from '../ServiceState'
import { member, notFound, readBody, unprocessable } from './managementErrors'
import type { SpaceEvents } from './SpaceEvents'

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** What a body's `release` brings of a release's name and plan; what it leaves out stays undefined (an update keeps it). */
function releaseInput(input: Record<string, unknown>): Partial<ReleaseInput> {
  return {
    name: text(input.name) ?? undefined,
    release_at: input.release_at === undefined ? undefined : text(input.release_at),
    timezone: input.timezone === undefined ? undefined : text(input.timezone),
    branches_to_deploy: Array.isArray(input.branches_to_deploy) ? input.branches_to_deploy.filter((id): id is number => typeof id === 'number') : undefined,
  }
}

/**
 * `releases`: list, read, create and update, as the Management API v1 answers them (`{releases}`,
 * `{release}`). A story saved with `release_id` (storyRoutes, the editor's Save) is that
 * release's version of it, which `from_release` reads on the Content Delivery API; an update with
 * `do_release: true` releases it: those versions are published and the `release_merged` webhook sent.
 */
export function releaseRoutes(state: ServiceState, events: SpaceEvents): Hono {
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
    const release = releases.create({ ...releaseInput(input), name }, new Date())
    return c.json({ release }, 201)
  })
  api.put('/releases/:id', async (c) => {
    const id = Number(c.req.param('id'))
    const current = releases.find(id)
    if (!current) return notFound(c)
    const body = await readBody(c)
    const input = member(body, 'release') ?? {}
    if (input.name !== undefined && !text(input.name)) return unprocessable(c, { name: ["can't be blank"] })
    const doRelease = body?.do_release === true
    // Released once, a release's versions are live: there is nothing left in it to release.
    if (doRelease && current.released) return unprocessable(c, { release: ['has already been released'] })
    const now = new Date()
    releases.update(id, releaseInput(input), now)
    if (doRelease) {
      state.store.release(id, now)
      events.releaseMerged(current)
    }
    return c.json({ release: current })
  })
  return api
}
