import { Hono } from 'hono'
import { demoSpace } from '../demoSpace'
import type { ServiceState } from '../ServiceState'
import { componentRoutes } from './componentRoutes'
import { datasourceRoutes } from './datasourceRoutes'
import type { ManagementSpace } from './ManagementSpace'
import { notFound } from './managementErrors'
import { releaseRoutes } from './releaseRoutes'
import { storyRoutes } from './storyRoutes'

/** A personal access token is sent as the raw header value; an OAuth token as `Bearer …`. */
function bearerless(header: string | undefined): string {
  return (header ?? '').replace(/^Bearer\s+/i, '').trim()
}

/**
 * The Management API v1 (`/v1/spaces/{space_id}/…`) for the demo space: the endpoints a schema
 * push uses. The demo space's management token in `Authorization`, else 401; another space, 404.
 */
export function createManagementApi(state: ServiceState, space: ManagementSpace): Hono {
  const api = new Hono()
  api.use('/spaces/:spaceId/*', async (c, next) => {
    if (bearerless(c.req.header('authorization')) !== demoSpace.managementToken) return c.json({ error: 'Unauthorized' }, 401)
    if (Number(c.req.param('spaceId')) !== demoSpace.id) return notFound(c)
    await next()
  })
  const spaceApi = new Hono()
  spaceApi.route('/', componentRoutes(space))
  spaceApi.route('/', datasourceRoutes(space))
  spaceApi.route('/', storyRoutes(state, space))
  spaceApi.route('/', releaseRoutes(state))
  api.route('/spaces/:spaceId', spaceApi)
  return api
}
