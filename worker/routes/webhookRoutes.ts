import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../config/AppEnv'
import { createContentContext } from '../content/ContentContext'
import { getContentVersion } from '../content/fetchFromStoryblok'
import { touchInvalidationMarker } from '../cache/invalidationMarkerStore'
import { EVERYTHING_TAG, TOO_MANY_TAGS } from '../cache/cacheTagHeader'
import { purgeQueue } from '../edge/PurgeQueue'
import { checkPublishedStory } from '../seo/checkPublishedStory'
import { tagsOfEvent } from '../webhooks/tagsOfEvent'
import { verifyWebhookSignature } from '../webhooks/verifyWebhookSignature'

/** Storyblok's webhook bodies are a few hundred bytes. */
const MAX_WEBHOOK_BYTES = 16 * 1024

/**
 * `POST /api/webhooks/storyblok`: a signed event makes out of date what it touched (tagsOfEvent:
 * a story's publish touches the story, its lists, feeds and sitemaps, and what resolved it;
 * saved datasource entries touch what read them; a move or an unknown event touches
 * everything) in KV and in every isolate, and, within seconds, in Workers Cache. The next
 * request for a touched page reads Storyblok at the new content version; every other page stays.
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
    let event: unknown
    try {
      event = JSON.parse(body)
    } catch {
      return c.json({ error: 'Body is not JSON' }, 400)
    }
    const fields = event !== null && typeof event === 'object' && !Array.isArray(event) ? (event as Record<string, unknown>) : {}
    const touched = tagsOfEvent(fields)
    const tags = touched === 'everything' ? 'everything' : touched.tags
    const cv = await getContentVersion(ctx)
    try {
      await touchInvalidationMarker(c.env, tags, cv)
    } catch (error) {
      // Storyblok does not retry a webhook: the editor publishes again once KV takes writes.
      console.error('the publish could not be marked in KV: cached pages stay until their TTL', error)
      return c.json({ error: 'The cache could not be invalidated, publish again in a minute' }, 503)
    }
    // Workers Cache: queued, merged with other publishes' and sent within its rate limit (worker/edge/PurgeQueue).
    // A response whose tags did not fit its header carries TOO_MANY_TAGS instead: purged by every publish.
    const purge = await purgeQueue(c.env)
      .enqueue(tags === 'everything' ? [EVERYTHING_TAG] : [...tags, TOO_MANY_TAGS])
      .then(
        () => 'queued' as const,
        (error: unknown) => {
          console.error('the purge could not be queued: edge copies stay until their max-age (an hour)', error)
          return 'failed' as const
        },
      )

    // In the background: the published story's page checked for SEO problems, which its preview then shows (worker/seo/).
    c.executionCtx.waitUntil(checkPublishedStory(c, fields))

    return c.json({
      invalidated: tags,
      action: typeof fields.action === 'string' ? fields.action : null,
      full_slug: typeof fields.full_slug === 'string' ? fields.full_slug : null,
      cv,
      purge,
    })
  })
  .all('/storyblok', (c) => c.json({ error: 'Storyblok webhooks are POSTed' }, 405, { allow: 'POST' }))
