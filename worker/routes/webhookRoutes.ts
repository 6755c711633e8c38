import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../config/AppEnv'
import { createContentContext } from '../content/ContentContext'
import { getContentVersion } from '../content/getContentVersion'
import { writeInvalidationMarker } from '../cache/invalidationMarkerStore'
import { verifyWebhookSignature } from '../webhooks/verifyWebhookSignature'

/** Storyblok's webhook bodies are a few hundred bytes. */
const MAX_WEBHOOK_BYTES = 16 * 1024

/**
 * `POST /api/webhooks/storyblok`: any signed event (story published, unpublished, deleted or
 * moved; datasource entries saved) invalidates the content cache, so the next request for any
 * page reads Storyblok at the new content version.
 */
export const webhookRoutes = new Hono<AppEnv>()
  .post('/storyblok', bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: (c) => c.json({ error: 'Payload too large' }, 413) }), async (c) => {
    const ctx = createContentContext(c.env, c.executionCtx)
    const secret = ctx.source.webhookSecret
    if (!secret) return c.json({ error: 'Webhook secret is not configured' }, 503)
    const body = await c.req.text()
    if (!(await verifyWebhookSignature(body, c.req.header('webhook-signature'), secret))) {
      return c.json({ error: 'Invalid webhook signature' }, 401)
    }
    let event: { action?: unknown; full_slug?: unknown }
    try {
      event = JSON.parse(body)
    } catch {
      return c.json({ error: 'Body is not JSON' }, 400)
    }
    const cv = await getContentVersion(ctx)
    await writeInvalidationMarker(c.env, { at: Date.now(), cv })
    return c.json({
      invalidated: true,
      action: typeof event.action === 'string' ? event.action : null,
      full_slug: typeof event.full_slug === 'string' ? event.full_slug : null,
      cv,
    })
  })
  .all('/storyblok', (c) => c.json({ error: 'Storyblok webhooks are POSTed' }, 405, { allow: 'POST' }))
