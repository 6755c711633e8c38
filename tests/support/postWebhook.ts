import { exports } from 'cloudflare:workers'
import { signWebhook } from './signWebhook'

/** Storyblok's signed webhook for an event (`action`, `full_slug`, `datasource_slug`, …), posted to the worker. */
export async function postWebhook(event: Record<string, unknown>): Promise<Response> {
  const body = JSON.stringify({ text: 'an event', space_id: 100001, ...event })
  return exports.default.fetch(
    new Request('http://localhost/api/webhooks/storyblok', { method: 'POST', body, headers: { 'webhook-signature': await signWebhook(body) } }),
  )
}
