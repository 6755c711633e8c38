import { Hono } from 'hono'
import { assetManifest } from '../config/assetManifest'

/** The build a browser should be running; pages embed the same id in <meta name="build-id">. */
export const buildRoutes = new Hono().get('/latest.json', (c) => {
  c.header('cache-control', 'no-cache')
  return c.json({ id: assetManifest.buildId })
})
