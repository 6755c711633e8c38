import type { StoryRecord } from '../space/DemoData'
import { contentDate, type ContentDate } from './contentDate'

/** Ids and uuids of generated stories stay clear of the committed demo space's. */
export const FIRST_SCALED_ID = 900_000_001
/** Each kind of generated story has its own million of ids and its own block of uuids. */
const KINDS = { blogPost: 0, page: 1, jobOpening: 2 } as const
const IDS_PER_KIND = 1_000_000
/** The first generated story's date; each next one is 40 minutes later, so 100,000 end before the demo content (2023). */
const FIRST_DATE = Date.parse('2015-01-05T08:00:00Z')
const MINUTES_APART = 40

interface ScaledStoryInput {
  /** The demo story it copies what is not said here from (its parent folder, an image). */
  template: StoryRecord
  kind: keyof typeof KINDS
  /** 1-based, within its kind. */
  number: number
  /** Its folder's full slug, e.g. `en/pages`. */
  folder: string
  slug: string
  name: string
  /** When it was created and published. */
  date: ContentDate
  /** Its place in the folder (Storyblok's `position`), which lists without `sort_by` follow. */
  position: number
  /** Its content but the `_uid` (the story's uuid). */
  content: { component: string; [field: string]: unknown }
  sortByDate?: string
}

/** The date of the `number`-th generated story of a kind: by its number alone, so that a larger scale only adds stories, each newer than the last. */
export function scaledDate(number: number): ContentDate {
  const at = new Date(FIRST_DATE + (number - 1) * MINUTES_APART * 60_000).toISOString()
  return contentDate(0, 1, 0, at, at)
}

/** A uuid of the `kind`'s block: `part` 0 is the story's (and its content's `_uid`), others its bloks'. */
export function scaledUuid(kind: keyof typeof KINDS, number: number, part = 0): string {
  return `5ca1ed00-${String(KINDS[kind]).padStart(4, '0')}-${String(4000 + part)}-8000-${String(number).padStart(12, '0')}`
}

/** One generated story, published and in one language (English), in a demo story's folder. */
export function scaledStory({ template, kind, number, folder, slug, name, date, position, content, sortByDate }: ScaledStoryInput): StoryRecord {
  const uuid = scaledUuid(kind, number)
  return {
    ...template,
    name,
    id: FIRST_SCALED_ID + KINDS[kind] * IDS_PER_KIND + number - 1,
    uuid,
    slug,
    full_slug: `${folder}/${slug}`,
    created_at: date.iso,
    published_at: date.iso,
    first_published_at: date.iso,
    updated_at: date.iso,
    sort_by_date: sortByDate ?? null,
    position,
    tag_list: [],
    is_startpage: false,
    group_id: uuid,
    content: { _uid: uuid, ...content },
  }
}
