import type { ContentContext } from '../content/ContentContext'
import { contentTag } from '../cache/contentTag'
import type { LanguageConfig } from '../config/languageConfig'
import { compareStoryAddresses } from '../redirects/compareStoryAddresses'
import type { AddressChange } from '../redirects/storyAddresses'
import { aboutDatasource, tagsOfEvent, type TouchedByEvent } from './tagsOfEvent'

/** What an event changed: what it makes out of date, and the stories whose address moved or went (none for a datasource's entries). */
export interface PlacedEvent {
  touched: TouchedByEvent
  changes: readonly AddressChange[]
}

/** Events that take a story away: once the comparison names it, what it touched is known, `full_slug` or not (a delete's has none, storyblok#834). */
const TAKING_AWAY = new Set(['unpublished', 'deleted'])

/** The tags of stories that are no page any more: each, and the lists it was in. */
function goneTags(changes: readonly AddressChange[]): string[] {
  return [...new Set(changes.flatMap((change) => [contentTag.story(change.from.slug), ...contentTag.listsHolding(change.from.slug)]))]
}

/** What changed addresses make out of date: everything when a story moved (the links to it on other pages), else the pages and lists of the stories gone. */
export function touchedByChanges(changes: readonly AddressChange[]): TouchedByEvent {
  return changes.some((change) => change.to !== null) ? 'everything' : { tags: goneTags(changes) }
}

/**
 * Places a webhook's event: what it touched (tagsOfEvent), and for any event about stories the
 * comparison of Storyblok's links map with the addresses last seen (compareStoryAddresses). A
 * story that moved changes the links of every page that points to it: everything is touched. A
 * story taken away touches its page and lists, even when the event does not say where it was.
 * When the comparison fails (Storyblok or D1 down), the event is placed as before: old addresses
 * are caught by the next comparison (the next webhook, or the cron within 10 minutes).
 */
export async function placeEvent(ctx: ContentContext, event: Record<string, unknown>, cv: number | null, config: LanguageConfig): Promise<PlacedEvent> {
  const touched = tagsOfEvent(event)
  if (aboutDatasource(event)) return { touched, changes: [] }
  const changes = await compareStoryAddresses(ctx, cv ?? undefined, config, Date.now()).catch((error: unknown) => {
    console.error('the addresses of the stories could not be compared: old addresses follow at the next comparison', error)
    return []
  })
  const byChanges = touchedByChanges(changes)
  if (byChanges === 'everything') return { touched: byChanges, changes }
  if (touched !== 'everything') return { touched: { tags: [...new Set([...touched.tags, ...byChanges.tags])] }, changes }
  const placed = typeof event.action === 'string' && TAKING_AWAY.has(event.action) && changes.length > 0
  return { touched: placed ? byChanges : 'everything', changes }
}
