import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { ownPagesOnly } from './control/ownPagesOnly'
import { assetUrlReplacer } from './delivery/assetUrlReplacer'
import { collectAssetPaths } from './assets/collectAssetPaths'
import { ContentStore } from './space/ContentStore'
import { createAssetApi } from './assets/createAssetApi'
import { createCdnApi } from './delivery/createCdnApi'
import { collectPrivateAssetPaths } from './assets/privateAssets'
import { createControlApi } from './control/createControlApi'
import { createEditorApi, type EditorOptions } from './editor/createEditorApi'
import type { DemoData } from './space/DemoData'
import { FaultInjector, type FaultSettings } from './control/FaultInjector'
import { createIndexNowApi } from './indexnow/createIndexNowApi'
import { IndexNowLog } from './indexnow/IndexNowLog'
import { createManagementApi } from './management/createManagementApi'
import { ManagementSpace } from './management/ManagementSpace'
import { RequestLog } from './control/RequestLog'
import type { ScaleCounts } from './scale/ScaleCounts'
import { scaleSpace } from './scale/scaleSpace'
import { WebhookQueue } from './webhooks/WebhookQueue'
import type { ServiceAlongside, ServiceState } from './ServiceState'

export interface ContentAppOptions extends Partial<Pick<FaultSettings, 'latencyMs' | 'rate429' | 'rate5xx' | 'down'>> {
  webhookUrl?: string
  webhookSecret?: string
  /**
   * Origin that asset URLs in API answers point at instead of `https://a.storyblok.com` (like a
   * custom asset domain), e.g. the service's own origin, which serves them under `/f/`. Unset: unchanged.
   */
  assetOrigin?: string
  /** Generated content added to the demo space (`scaleSpace`: blog posts, pages, job openings, redirects); `reset` removes it. */
  scale?: ScaleCounts
  /** The local visual editor (`/_editor/{full_slug}`): the site it frames and its script. Unset: no editor. */
  editor?: EditorOptions
  /**
   * A new, empty space: no folders, stories, components or datasources, as a team starts with
   * before `npm run space:push -- --with-demo-content` fills it. The asset CDN still serves the demo's assets.
   */
  empty?: boolean
  /**
   * Other local stand-ins served on the same origin, which the local services' entry composes with
   * this one (scripts/localSite/startLocalServices.ts: the Amplitude collector at `/2/httpapi`).
   */
  alongside?: readonly ServiceAlongside[]
}

/** What the HTTP adapter passes along with each request. */
export interface ContentAppBindings {
  /** The client's IP address; the control API answers only loopback clients. */
  remoteAddress?: string
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/
/** Fault answers skip the CORS middleware, so they carry its header themselves. */
const FAULT_HEADERS = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' }
/** The `latencyMs` fault: `ms`, or until the client gives up (its request's signal), so that no delay outlives its request. */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

/**
 * The local Storyblok service as a pure web handler (`app.fetch(request, { remoteAddress })`):
 * the CDN API under `/v2/cdn`, the control API under `/_control`, and the faults in between, plus
 * the asset CDN and image service under `/f/` (a separate host at Storyblok: no faults, not logged),
 * and the local visual editor under `/_editor/` (Storyblok's app: no faults, not logged),
 * and the Management API under `/v1` (the content model, datasources and story writes),
 * and IndexNow's submission endpoint `POST /indexnow` (another service: no faults, not logged; its
 * submissions under `/_control/indexnow`),
 * and the stand-ins `alongside` it (other services: no faults, not logged; each its own controls).
 * A connection the "down" fault drops is answered with `Response.error()`; the HTTP adapter closes the socket.
 */
export function createContentApp(data: DemoData, options: ContentAppOptions = {}): Hono<{ Bindings: ContentAppBindings }> {
  const { webhookUrl, webhookSecret, assetOrigin, scale, editor, empty, alongside = [], ...faults } = options
  const initialWebhook = { url: webhookUrl ?? null, secret: webhookSecret ?? null }
  const state: ServiceState = {
    store: new ContentStore(empty ? { ...data, folders: [], published: [], drafts: [], datasources: [] } : data),
    faults: new FaultInjector(faults),
    log: new RequestLog(),
    webhook: { ...initialWebhook },
    initialWebhook,
    deliveries: [],
    alongside,
    indexNow: new IndexNowLog(),
    assetOrigin,
    management: new ManagementSpace(empty ? null : data.datasources),
    webhooks: new WebhookQueue(
      () => state.webhook,
      (delivery) => state.deliveries.push(delivery),
    ),
  }
  // At start nothing has read the space yet: no webhooks.
  if (scale) scaleSpace(state, scale, new Date())
  const app = new Hono<{ Bindings: ContentAppBindings }>()

  app.use('/_control/*', async (c, next) => {
    if (!LOOPBACK.test(c.env?.remoteAddress ?? '')) return c.json({ error: 'Forbidden' }, 403)
    await next()
  })
  app.use('/_control/*', ownPagesOnly)
  app.use('/v1/*', ownPagesOnly)
  for (const neighbour of alongside) app.route('/', neighbour.routes)
  app.route('/_control', createControlApi(state))
  const assetPaths = collectAssetPaths(data)
  const privatePaths = collectPrivateAssetPaths(data)
  app.route('/f', createAssetApi(assetPaths, privatePaths))
  app.route('/indexnow', createIndexNowApi(state.indexNow))
  const components = () =>
    Object.fromEntries(state.management.components.map((component) => [component.name, { display_name: component.display_name, schema: component.schema }]))
  if (editor) app.route('/', createEditorApi(state.store, components, editor))

  app.use('*', async (c, next) => {
    const url = new URL(c.req.url)
    const at = new Date().toISOString()
    const decision = state.faults.decide(url.pathname)
    if (decision.latencyMs > 0) await delay(decision.latencyMs, c.req.raw.signal)
    // A client that gave up during the delay gets nothing: its connection is gone.
    if (decision.failure === 'down' || c.req.raw.signal.aborted) {
      state.log.record({ method: c.req.method, path: url.pathname + url.search, status: 0, at })
      return Response.error()
    }
    if (decision.failure === '429') c.res = c.json({ error: 'Too Many Requests' }, 429, FAULT_HEADERS)
    else if (decision.failure === '5xx') c.res = c.json({ error: 'Service Unavailable' }, 503, FAULT_HEADERS)
    else await next()
    state.log.record({ method: c.req.method, path: url.pathname + url.search, status: c.res.status, at })
  })
  // The Delivery API answers any page, as Storyblok's does (its tokens are public); the Management API only the service's own pages (ownPagesOnly).
  app.use('/v2/*', cors({ origin: '*', exposeHeaders: ['Total', 'Per-Page'] }))
  app.route('/v1', createManagementApi(state, state.management))
  app.route('/v2/cdn', createCdnApi(state, assetOrigin === undefined ? undefined : assetUrlReplacer(assetOrigin), { known: assetPaths, private: privatePaths }))
  app.notFound(() => Response.json(['This record could not be found'], { status: 404 }))
  return app
}
