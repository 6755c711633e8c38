import { Hono } from 'hono'
import { assetManifest } from '../config/assetManifest'
import { CACHE_CONTROL } from '../cache/cacheControl'

/** The build a browser should be running; pages embed the same id in <meta name="build-id">. */
export const buildRoutes = new Hono().get('/latest.json', (c) => {
  c.header('cache-control', CACHE_CONTROL.noCache)
  return c.json({ id: assetManifest.buildId })
})
