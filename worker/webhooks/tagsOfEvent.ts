import { contentTag } from '../cache/contentTag'

/** What a Storyblok webhook event touches: some tags, or everything. */
export type TouchedByEvent = { tags: string[] } | 'everything'

/** Story events whose `full_slug` is where the story is and was: `moved` names only where it went. */
const STORY_ACTIONS = new Set(['published', 'unpublished', 'deleted'])
/** Storyblok's event for saved datasource entries. */
const DATASOURCE_ACTION = 'entries_updated'

/** Whether an event is about a datasource's entries: the one kind that moves no story. */
export function aboutDatasource(event: Record<string, unknown>): boolean {
  return event.action === DATASOURCE_ACTION
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/**
 * The tags a webhook event touches: a story's publish, unpublish or delete touches the story,
 * every list it is or was in (its folders'), and so the sitemaps and feeds built from them, and
 * whatever resolved it as a relation; saved datasource entries touch that datasource. A move does
 * not say where the story was, and any other event (a release merged, a new kind) is not placed:
 * those touch everything.
 */
export function tagsOfEvent(event: Record<string, unknown>): TouchedByEvent {
  const action = text(event.action)
  const fullSlug = text(event.full_slug)
  if (action !== null && fullSlug !== null && STORY_ACTIONS.has(action)) {
    return { tags: [contentTag.story(fullSlug), ...contentTag.listsHolding(fullSlug)] }
  }
  const datasource = text(event.datasource_slug)
  if (action === DATASOURCE_ACTION && datasource !== null) return { tags: [contentTag.datasource(datasource)] }
  return 'everything'
}
