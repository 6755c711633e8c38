import type { StoryRecord } from '../space/DemoData'
import { scaledRedirects } from '../generate/scaledRedirects'
import { scaledStories } from '../generate/scaledStories'
import type { EntryRecord, ManagementSpace } from '../management/ManagementSpace'
import type { ScaleCounts } from './ScaleCounts'
import type { ServiceState } from '../ServiceState'

/** Ids of generated datasource entries stay clear of the demo's and of those the Management API creates. */
const FIRST_SCALED_ENTRY_ID = 950_000_001
const REDIRECTS = 'redirects'

/** What a scale changed, for the webhooks Storyblok would send. */
export interface ScaleChanges {
  /** Generated stories that are new or changed. */
  published: StoryRecord[]
  /** Generated stories the new scale no longer has. */
  removed: StoryRecord[]
  /** Whether the `redirects` datasource's entries changed. */
  redirects: boolean
}

/** The generated redirect entries after the demo's, as the `redirects` datasource will hold them; throws when the space has none and some are asked for. */
function redirectEntries(management: ManagementSpace, count: number): EntryRecord[] {
  const datasource = management.datasources.find((candidate) => candidate.slug === REDIRECTS)
  if (!datasource) {
    if (count > 0) throw new Error(`The space has no ${REDIRECTS} datasource: scale needs the demo content`)
    return []
  }
  const demo = management.entries.filter((entry) => entry.datasource_id === datasource.id && entry.id < FIRST_SCALED_ENTRY_ID)
  const first = demo.reduce((last, entry) => Math.max(last, entry.position), -1) + 1
  return scaledRedirects(count).map(({ name, value }, index) => ({
    id: FIRST_SCALED_ENTRY_ID + index,
    name,
    value,
    datasource_id: datasource.id,
    position: first + index,
    dimension_values: {},
  }))
}

/**
 * Makes the local space hold the demo content plus exactly `counts` of generated content (none of
 * a kind not asked for), all of it valid under the content model: English blog posts, generic pages
 * and job openings (a tenth of them past their `valid_through` at `now`), and redirect entries.
 * Moves `cv` when anything changes; sends no webhook (the caller does, from the changes).
 */
export function scaleSpace({ store, management }: Pick<ServiceState, 'store' | 'management'>, counts: ScaleCounts, now: Date): ScaleChanges {
  // Everything is generated before anything changes: a scale the space cannot take changes nothing.
  const stories = scaledStories(store.stories('published'), counts, now)
  const entries = redirectEntries(management, counts.redirects)
  const before = management.entries.filter((entry) => entry.id >= FIRST_SCALED_ENTRY_ID)
  const redirects = JSON.stringify(before) !== JSON.stringify(entries)
  if (redirects) {
    management.entries = [...management.entries.filter((entry) => entry.id < FIRST_SCALED_ENTRY_ID), ...entries]
    store.touch(now)
  }
  return { ...store.replaceScaled(stories, now), redirects }
}
