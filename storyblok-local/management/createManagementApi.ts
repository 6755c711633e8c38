import { Hono } from 'hono'
import { demoSpace } from '../space/demoSpace'
import { deletedEvent, entriesSavedEvent, movedEvent, publishEvents, releaseMergedEvent, unpublishedEvent } from '../webhooks/sendWebhook'
import type { ServiceState } from '../ServiceState'
import { componentRoutes } from './componentRoutes'
import { datasourceRoutes } from './datasourceRoutes'
import type { ManagementSpace } from './ManagementSpace'
import { notFound } from './managementErrors'
import type { SpaceEvents } from './SpaceEvents'
import { releaseRoutes } from './releaseRoutes'
import { spaceRoutes } from './spaceRoutes'
import { storyRoutes } from './storyRoutes'

/** The space's access tokens (`api_keys`), as the Management API lists them: `private` is the preview token. */
const API_KEYS = [
  { id: 1, access: 'public', name: 'Public', space_id: demoSpace.id, token: demoSpace.publicToken },
  { id: 2, access: 'private', name: 'Preview', space_id: demoSpace.id, token: demoSpace.previewToken },
  { id: 3, access: 'asset', name: 'Assets', space_id: demoSpace.id, token: demoSpace.assetToken },
]

/** A personal access token is sent as the raw header value; an OAuth token as `Bearer …`. */
function bearerless(header: string | undefined): string {
  return (header ?? '').replace(/^Bearer\s+/i, '').trim()
}

/**
 * The Management API v1 (`/v1/spaces/{space_id}/…`) for the demo space: the endpoints a schema
 * push uses. The demo space's management token in `Authorization`, else 401; another space, 404.
 * Its writes are the Content Delivery API's content at once: a publish, an unpublish, a delete, a
 * folder renamed or moved, a release released, or saved datasource entries move `cv` and send the
 * space's webhook (as Storyblok does), a new folder moves `cv`.
 */
export function createManagementApi(state: ServiceState, space: ManagementSpace): Hono {
  const api = new Hono()
  api.use('/spaces/:spaceId/*', async (c, next) => {
    if (bearerless(c.req.header('authorization')) !== demoSpace.managementToken) return c.json({ error: 'Unauthorized' }, 401)
    if (Number(c.req.param('spaceId')) !== demoSpace.id) return notFound(c)
    await next()
  })
  const events: SpaceEvents = {
    published: (story, before) => {
      for (const event of publishEvents(before, story, demoSpace.id)) state.webhooks.send(event)
    },
    unpublished: (story) => state.webhooks.send(unpublishedEvent(story, demoSpace.id)),
    moved: (folder) => state.webhooks.send(movedEvent(folder, demoSpace.id)),
    deleted: (story) => state.webhooks.send(deletedEvent(story, demoSpace.id)),
    releaseMerged: (release) => state.webhooks.send(releaseMergedEvent(release, demoSpace.id)),
    changed: () => state.store.touch(new Date()),
    entriesSaved: (datasource) => {
      state.store.touch(new Date())
      state.webhooks.send(entriesSavedEvent(datasource, demoSpace.id))
    },
  }
  const spaceApi = new Hono()
  spaceApi.get('/api_keys', (c) => c.json({ api_keys: API_KEYS }))
  spaceApi.route('/', componentRoutes(space))
  spaceApi.route('/', datasourceRoutes(space, events))
  spaceApi.route('/', storyRoutes(state, space, events))
  spaceApi.route('/', releaseRoutes(state, events))
  spaceApi.route('/', spaceRoutes(state, space))
  api.route('/spaces/:spaceId', spaceApi)
  return api
}
