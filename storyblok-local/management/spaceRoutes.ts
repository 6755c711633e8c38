import { Hono } from 'hono'
import type { ServiceState } from '../ServiceState'
import type { ManagementSpace, PreviewUrls } from './ManagementSpace'
import { member, readBody, unprocessable } from './managementErrors'

/** The preview URLs an update asks for (what it leaves out stays), or null when they are malformed. */
function readPreviewUrls(space: Record<string, unknown> | null, current: PreviewUrls): PreviewUrls | null {
  if (!space) return null
  const domain = space.domain ?? current.domain
  const environments = space.environments ?? current.environments
  if (typeof domain !== 'string' || !Array.isArray(environments)) return null
  const valid = environments.every((entry: unknown) => {
    const { name, location } = (entry ?? {}) as { name?: unknown; location?: unknown }
    return typeof name === 'string' && typeof location === 'string'
  })
  return valid ? { domain, environments: environments as PreviewUrls['environments'] } : null
}

/** `GET` and `PUT /v1/spaces/{id}`: the space, with the preview URLs its visual editor opens stories at (`domain`, `environments`). */
export function spaceRoutes(state: ServiceState, space: ManagementSpace): Hono {
  const api = new Hono()
  const view = () => ({ space: { id: state.store.space.id, name: state.store.space.name, ...space.previewUrls } })
  api.get('/', (c) => c.json(view()))
  api.put('/', async (c) => {
    const urls = readPreviewUrls(member(await readBody(c), 'space'), space.previewUrls)
    if (!urls) return unprocessable(c, { space: ['must hold a domain (text) and environments ({name, location})'] })
    space.previewUrls = urls
    return c.json(view())
  })
  return api
}
