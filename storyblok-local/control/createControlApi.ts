import { Hono, type Context } from 'hono'
import type { Blok } from '../space/DemoData'
import { readScaleCounts } from '../scale/readScaleCounts'
import type { ScaleCounts } from '../scale/ScaleCounts'
import { scaleSpace, type ScaleChanges } from '../scale/scaleSpace'
import { storedAssetUrls } from '../management/storedAssetUrls'
import { deletedEvent, entriesSavedEvent, publishedEvent, publishEvents, sendWebhook, type WebhookDelivery } from '../webhooks/sendWebhook'
import type { ServiceState } from '../ServiceState'

const readJson = async (c: Context): Promise<Record<string, unknown> | null> => {
  try {
    const body: unknown = await c.req.json()
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The space at a scale, or why it cannot take it (an empty space has nothing to copy). */
function scaleOrRefusal(state: ServiceState, counts: ScaleCounts): ScaleChanges | string {
  try {
    return scaleSpace(state, counts, new Date())
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * The webhooks Storyblok would send for what a scale changed: one per story deleted or published,
 * one for the redirects' entries; through the queue (one at a time, every one), and
 * delivered before the scale is answered.
 */
async function sendScaleWebhooks(state: ServiceState, changes: ScaleChanges): Promise<void> {
  const spaceId = state.store.space.id
  for (const story of changes.removed) state.webhooks.send(deletedEvent(story, spaceId))
  for (const story of changes.published) state.webhooks.send(publishedEvent(story, spaceId))
  if (changes.redirects) state.webhooks.send(entriesSavedEvent('redirects', spaceId))
  await state.webhooks.settled()
}

/**
 * Sends a publish's webhooks (`moved` when the published version changed folders, then
 * `published`) one after the other, before the publish is answered; the `published` one's delivery,
 * or null without a webhook URL.
 */
async function sendAtOnce(state: ServiceState, events: string[]): Promise<WebhookDelivery | null> {
  let last: WebhookDelivery | null = null
  for (const body of events) {
    const { url, secret } = state.webhook
    if (url === null) return null
    last = await sendWebhook({ url, secret }, body)
    state.deliveries.push(last)
  }
  return last
}

/**
 * Test and benchmark controls under `/_control` (the app only lets loopback clients reach them):
 * reset, faults, save (a draft or a release's version, as the editor's Save), publish (with its webhooks), scale (generated content, with webhooks), the request log,
 * webhook settings and deliveries, the IndexNow submissions.
 */
export function createControlApi(state: ServiceState): Hono {
  const api = new Hono()

  api.post('/reset', (c) => {
    state.store.reset()
    state.faults.reset()
    state.log.clear()
    state.webhook = { ...state.initialWebhook }
    state.deliveries = []
    for (const neighbour of state.alongside) neighbour.reset()
    state.indexNow.clear()
    state.management.reset()
    return c.json({ ok: true, cv: state.store.cv })
  })

  api.get('/faults', (c) => c.json(state.faults.settings))
  api.post('/faults', async (c) => {
    const body = await readJson(c)
    if (body === null) return c.json({ error: 'Expected a JSON object' }, 400)
    try {
      return c.json(state.faults.update(body))
    } catch (error) {
      return c.json({ error: error instanceof Error ? error.message : String(error) }, 400)
    }
  })

  api.post('/publish', async (c) => {
    const body = await readJson(c)
    const fullSlug = body?.full_slug
    if (typeof fullSlug !== 'string') return c.json({ error: 'Expected {"full_slug": "..."}' }, 400)
    const draft = state.store.findBySlug('draft', fullSlug)
    const before = draft && state.store.findByUuid('published', draft.uuid)
    const story = state.store.publish(fullSlug, new Date())
    if (!story) return c.json({ error: `No story ${fullSlug}` }, 404)
    const webhook = await sendAtOnce(state, publishEvents(before, story, state.store.space.id))
    return c.json({ story: { id: story.id, uuid: story.uuid, full_slug: story.full_slug, published_at: story.published_at }, cv: state.store.cv, webhook })
  })

  api.post('/scale', async (c) => {
    const counts = readScaleCounts(await readJson(c))
    if (typeof counts === 'string') return c.json({ error: counts }, 400)
    const changes = scaleOrRefusal(state, counts)
    if (typeof changes === 'string') return c.json({ error: changes }, 409)
    await sendScaleWebhooks(state, changes)
    return c.json({
      ok: true,
      cv: state.store.cv,
      stories: state.store.stories('published').length,
      published: changes.published.length,
      removed: changes.removed.length,
      redirectsChanged: changes.redirects,
    })
  })

  api.post('/save', async (c) => {
    const body = await readJson(c)
    const fullSlug = body?.full_slug
    const content = body?.content as Blok | undefined
    if (typeof fullSlug !== 'string' || content === null || typeof content !== 'object' || Array.isArray(content)) {
      return c.json({ error: 'Expected {"full_slug": "...", "content": {...}}' }, 400)
    }
    if (!state.store.findBySlug('draft', fullSlug)) return c.json({ error: `No story ${fullSlug}` }, 404)
    const releaseId = state.store.releases.idOf(body?.release_id)
    if (releaseId === undefined) return c.json({ error: `No release ${String(body?.release_id)}` }, 404)
    // The editor sends back what it read, asset URLs on the service's asset origin: stored as Storyblok's.
    const story = state.store.saveDraft(fullSlug, storedAssetUrls(content, state.assetOrigin), new Date(), releaseId)
    if (!story) return c.json({ error: "The content must keep the story's component and _uid" }, 422)
    return c.json({ story: { id: story.id, uuid: story.uuid, full_slug: story.full_slug, updated_at: story.updated_at, release_id: story.release_id } })
  })

  api.get('/requests', (c) => c.json({ requests: state.log.list() }))
  api.get('/indexnow', (c) => c.json({ submissions: state.indexNow.list() }))

  api.get('/webhook', (c) => c.json(state.webhook))
  api.post('/webhook', async (c) => {
    const body = await readJson(c)
    const url = body?.url ?? null
    const secret = body?.secret ?? null
    if ((url !== null && typeof url !== 'string') || (secret !== null && typeof secret !== 'string')) {
      return c.json({ error: 'Expected {"url": string | null, "secret": string | null}' }, 400)
    }
    state.webhook = { url, secret }
    return c.json(state.webhook)
  })
  // `pending`: a Management API write's webhook is still on its way (see WebhookQueue).
  api.get('/webhooks', (c) => c.json({ deliveries: state.deliveries, pending: state.webhooks.pending }))

  api.all('*', (c) => c.json({ error: 'Unknown control endpoint' }, 404))
  return api
}
