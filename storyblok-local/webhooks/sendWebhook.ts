import type { StoryRecord } from '../space/DemoData'
import type { ReleaseRecord } from '../space/Releases'
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

/** What a story event names: a story, or a folder (Storyblok's folders are stories with `is_folder`). */
type EventSubject = Pick<StoryRecord, 'id' | 'name' | 'full_slug'>

/** Storyblok's event for a story: `{text, action, space_id, story_id, full_slug}`. */
function storyEvent(action: 'published' | 'unpublished' | 'moved', story: EventSubject, spaceId: number): string {
  return JSON.stringify({
    text: `The user editor@example.com ${action} the Story ${story.name} (${story.full_slug})`,
    action,
    space_id: spaceId,
    story_id: story.id,
    full_slug: story.full_slug,
  })
}

/** Storyblok's story-published event. */
export function publishedEvent(story: StoryRecord, spaceId: number): string {
  return storyEvent('published', story, spaceId)
}

/** Storyblok's story-unpublished event. */
export function unpublishedEvent(story: StoryRecord, spaceId: number): string {
  return storyEvent('unpublished', story, spaceId)
}

/** Storyblok's story-moved event: the story or folder and where it is now (where it was, it does not say). */
export function movedEvent(entry: EventSubject, spaceId: number): string {
  return storyEvent('moved', entry, spaceId)
}

/**
 * Storyblok's story-deleted event. Like Storyblok's, it has no `full_slug` (storyblok/storyblok#834):
 * the address is only in the text, which is no contract.
 */
export function deletedEvent(story: StoryRecord, spaceId: number): string {
  return JSON.stringify({
    text: `The user editor@example.com deleted the Story ${story.name} (${story.full_slug})`,
    action: 'deleted',
    space_id: spaceId,
    story_id: story.id,
  })
}

/**
 * The events of a publish, in Storyblok's order: `moved` first when the published version left its
 * folder (`before`, the version published until now, sat in another), then `published`; both name
 * the new full slug.
 */
export function publishEvents(before: StoryRecord | undefined, story: StoryRecord, spaceId: number): string[] {
  const moved = before !== undefined && before.parent_id !== story.parent_id
  return [...(moved ? [movedEvent(story, spaceId)] : []), publishedEvent(story, spaceId)]
}

/** Storyblok's event for saved datasource entries. */
export function entriesSavedEvent(datasource: string, spaceId: number): string {
  return JSON.stringify({
    text: `The user editor@example.com updated the entries of the datasource ${datasource}`,
    action: 'entries_updated',
    space_id: spaceId,
    datasource_slug: datasource,
  })
}

/**
 * Storyblok's event for a release released ("Release merged"): the release, not its stories, which
 * get no `published` event of their own; a receiver reads them with `from_release` if it must.
 */
export function releaseMergedEvent(release: Pick<ReleaseRecord, 'id' | 'name'>, spaceId: number): string {
  return JSON.stringify({
    text: `The release ${release.name} has been merged.`,
    action: 'release_merged',
    space_id: spaceId,
    release_id: release.id,
  })
}

/** POSTs a Storyblok webhook body (`publishedEvent`, or another event's), signed when a secret is set. */
export async function sendWebhook(settings: WebhookSettings & { url: string }, body: string): Promise<WebhookDelivery> {
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
