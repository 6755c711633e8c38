import type { StoryRecord } from './DemoData'
import { signWebhookBody } from './signWebhookBody'

export interface WebhookSettings {
  url: string | null
  secret: string | null
}

export interface WebhookDelivery {
  url: string
  /** The raw JSON body that was sent. */
  body: string
  /** The `webhook-signature` header, or null without a secret. */
  signature: string | null
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null
  error?: string
}

const TIMEOUT_MS = 5_000

/** POSTs Storyblok's story-published webhook (`{text, action, space_id, story_id, full_slug}`), signed when a secret is set. */
export async function sendPublishWebhook(settings: WebhookSettings & { url: string }, story: StoryRecord, spaceId: number): Promise<WebhookDelivery> {
  const body = JSON.stringify({
    text: `The user editor@example.com published the Story ${story.name} (${story.full_slug})`,
    action: 'published',
    space_id: spaceId,
    story_id: story.id,
    full_slug: story.full_slug,
  })
  const signature = settings.secret === null ? null : await signWebhookBody(body, settings.secret)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (signature !== null) headers['webhook-signature'] = signature
  try {
    const response = await fetch(settings.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) })
    await response.body?.cancel()
    return { url: settings.url, body, signature, status: response.status }
  } catch (error) {
    return { url: settings.url, body, signature, status: null, error: error instanceof Error ? error.message : String(error) }
  }
}
