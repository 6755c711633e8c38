import type { ContentContext } from '../content/ContentContext'
import { fetchFromStoryblok } from '../content/fetchFromStoryblok'
import { contentTag } from '../cache/contentTag'
import type { LanguageConfig } from '../config/languageConfig'
import { compareStoryAddresses } from '../redirects/compareStoryAddresses'
import { closeStory, currentPlaceOf, historyIsEmpty, recordPlaces, type AddressChange } from '../redirects/storyAddresses'
import { slugPage } from '../routeTable/storyPage'
import { aboutDatasource, tagsOfEvent, type TouchedByEvent } from './tagsOfEvent'

/** What an event changed: what it makes out of date, and the stories whose address moved or went (none for a datasource's entries). */
export interface PlacedEvent {
  touched: TouchedByEvent
  changes: readonly AddressChange[]
}

/** Events that take a story away: once its recorded place is found, what it touched is known, `full_slug` or not (a delete's has none, storyblok#834). */
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
 * The addresses an event changed, read the cheap way where the event says enough: a publish at the
 * full slug the story already had moved nothing; a first publish adds the story's address; an
 * unpublish or delete closes the story's address (by the id the event names). Anything else (a
 * slug edit, a move, a folder's event, an event that cannot be placed) compares the whole links
 * map (compareStoryAddresses), as does the first event after a deploy.
 */
async function addressesOfEvent(ctx: ContentContext, event: Record<string, unknown>, cv: number | null, config: LanguageConfig): Promise<AddressChange[]> {
  const db = ctx.env.LEADS
  const now = Date.now()
  const storyId = typeof event.story_id === 'number' ? event.story_id : null
  const slug = typeof event.full_slug === 'string' ? event.full_slug.replace(/^\/+|\/+$/g, '') : null
  if (storyId !== null && !(await historyIsEmpty(db))) {
    if (typeof event.action === 'string' && TAKING_AWAY.has(event.action)) return closeStory(db, storyId, now)
    if (event.action === 'published' && slug !== null) {
      const recorded = await currentPlaceOf(db, storyId)
      if (recorded?.place.slug === slug) return []
      const page = slugPage(slug, config)
      if (!recorded) {
        // Its uuid, at the content version of this publish (the links map KV holds does not name it yet).
        const read = page?.components ? await fetchFromStoryblok(ctx, `cdn/stories/${slug}`, {}, cv ?? undefined) : null
        const uuid = (read?.data as { story?: { uuid?: unknown } } | undefined)?.story?.uuid
        if (page && typeof uuid === 'string') await recordPlaces(db, new Map(), new Map([[uuid, { address: page.path, slug, id: storyId }]]), [], now)
        return []
      }
    }
  }
  return compareStoryAddresses(ctx, cv ?? undefined, config, now)
}

/**
 * Places a webhook's event: what it touched (tagsOfEvent), and for any event about stories the
 * addresses it changed (addressesOfEvent). A story that moved changes the links of every page that
 * points to it: everything is touched. A story taken away touches its page and lists, even when
 * the event does not say where it was. When the addresses cannot be read (Storyblok or D1 down),
 * the event is placed as before: old addresses follow at the next comparison (the cron's, within
 * 10 minutes).
 */
export async function placeEvent(ctx: ContentContext, event: Record<string, unknown>, cv: number | null, config: LanguageConfig): Promise<PlacedEvent> {
  const touched = tagsOfEvent(event)
  if (aboutDatasource(event)) return { touched, changes: [] }
  const changes = await addressesOfEvent(ctx, event, cv, config).catch((error: unknown) => {
    console.error('the addresses of the stories could not be compared: old addresses follow at the next comparison', error)
    return []
  })
  const byChanges = touchedByChanges(changes)
  if (byChanges === 'everything') return { touched: byChanges, changes }
  if (touched !== 'everything') return { touched: { tags: [...new Set([...touched.tags, ...byChanges.tags])] }, changes }
  const placed = typeof event.action === 'string' && TAKING_AWAY.has(event.action) && changes.length > 0
  return { touched: placed ? byChanges : 'everything', changes }
}
