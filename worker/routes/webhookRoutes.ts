import { boundedBody } from '../security/boundedBody'
import { Hono } from 'hono'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig } from '../config/languageConfig'
import { siteOrigin } from '../config/siteOrigin'
import { createContentContext } from '../content/ContentContext'
import { getContentVersion } from '../content/fetchFromStoryblok'
import { queueChangedPages } from '../indexNow/queueChangedPages'
import { makeOutOfDate } from '../edge/makeOutOfDate'
import { placeEvent } from '../webhooks/placeEvent'
import { checkPublishedStory } from '../seo/checkPublishedStory'
import { verifyWebhookSignature } from '../webhooks/verifyWebhookSignature'

/** Storyblok's webhook bodies are a few hundred bytes. */
const MAX_WEBHOOK_BYTES = 16 * 1024

/**
 * `POST /api/webhooks/storyblok`: a signed event makes out of date what it touched (placeEvent:
 * a story's publish touches the story, its lists, feeds and sitemaps, and what resolved it;
 * saved datasource entries touch what read them; a story that moved touches everything, as its
 * links on other pages change; an event that cannot be placed touches everything) in KV and in
 * every isolate, and, within seconds, in Workers Cache. Every event about stories compares
 * Storyblok's links map with the addresses last seen, so old addresses answer 301 (or 410) at
 * once. The next request for a touched page reads Storyblok at the new content version; every
 * other page stays. The changed pages are queued for IndexNow where the site is indexable.
 */
export const webhookRoutes = new Hono<AppEnv>()
  .post(
    '/storyblok',
    boundedBody(MAX_WEBHOOK_BYTES, (c) => c.json({ error: 'Payload too large' }, 413)),
    async (c) => {
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
      const config = languageConfig(c.env)
      const cv = await getContentVersion(ctx)
      const { touched, changes } = await placeEvent(ctx, fields, cv, config)
      let purge
      try {
        purge = await makeOutOfDate(c.env, touched, cv)
      } catch (error) {
        // Storyblok does not retry a webhook: the editor publishes again once the marker takes writes.
        console.error('the publish could not be marked out of date: cached pages stay until their TTL', error)
        return c.json({ error: 'The cache could not be invalidated, publish again in a minute' }, 503)
      }
      await queueChangedPages(c.env, siteOrigin(c), fields, changes, config)
      // In the background: the published story's page checked for SEO problems, which its preview then shows (worker/seo/).
      c.executionCtx.waitUntil(checkPublishedStory(c, fields))
      return c.json({
        invalidated: touched === 'everything' ? 'everything' : touched.tags,
        action: typeof fields.action === 'string' ? fields.action : null,
        full_slug: typeof fields.full_slug === 'string' ? fields.full_slug : null,
        moved: changes.map((change) => ({ from: change.from.address, to: change.to?.address ?? null })),
        cv,
        purge,
      })
    },
  )
  .all('/storyblok', (c) => c.json({ error: 'Storyblok webhooks are POSTed' }, 405, { allow: 'POST' }))
