/** Shapes of the committed demo data in `storyblok-local/data/` and of what the service answers. */
import type { Blok, StoryAlternate } from '../../shared/content/storyblok'

export type { Blok, StoryAlternate }

/** A story as stored: every field of Storyblok's story object except the computed `alternates`. */
export interface StoryRecord {
  name: string
  created_at: string
  published_at: string | null
  updated_at: string
  id: number
  uuid: string
  content: Blok
  slug: string
  full_slug: string
  sort_by_date: string | null
  position: number
  tag_list: string[]
  is_startpage: boolean
  parent_id: number | null
  meta_data: null
  group_id: string
  first_published_at: string | null
  /** The release whose version this is; null for the draft and the published version. */
  release_id: number | null
  lang: string
  path: string | null
  default_full_slug: string | null
  translated_slugs: null
}

/** A story as the API returns it. */
export type ApiStory = StoryRecord & { alternates: StoryAlternate[] }

export interface FolderRecord {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  parent_id: number | null
  position: number
  created_at: string
}

export interface DatasourceRecord {
  id: number
  name: string
  slug: string
  dimensions: { id: number; name: string; entry_value: string }[]
  entries: { id: number; name: string; value: string; dimension_values: Record<string, string> }[]
}

interface SpaceRecord {
  id: number
  name: string
  domain: string
  /** The space's cache version (`cv`), a Unix timestamp in seconds. */
  version: number
  language_codes: string[]
}

/** Everything in `storyblok-local/data/`. `drafts` holds only stories whose draft differs from the published version, or that were never published. */
export interface DemoData {
  space: SpaceRecord
  folders: FolderRecord[]
  published: StoryRecord[]
  drafts: StoryRecord[]
  datasources: DatasourceRecord[]
}
