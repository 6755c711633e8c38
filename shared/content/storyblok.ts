// The shapes Storyblok's Content Delivery API v2 returns, as far as the site reads them.

/** The most stories one list request returns (`per_page`). */
export const STORYBLOK_MAX_PER_PAGE = 100
/** The most datasource entries one request returns (`per_page`). */
export const STORYBLOK_MAX_ENTRIES_PER_PAGE = 1000

/** Any component instance in a story's content. */
export interface Blok {
  _uid: string
  component: string
  /** Present only in draft responses: the visual editor's marker. */
  _editable?: string
  [field: string]: unknown
}

export interface StoryAlternate {
  id: number
  name: string
  slug: string
  published: boolean
  full_slug: string
  is_folder: boolean
  parent_id: number | null
}

export interface Story<C extends Blok = Blok> {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  path: string | null
  parent_id: number | null
  group_id: string
  alternates: StoryAlternate[]
  created_at: string
  updated_at?: string
  published_at: string | null
  first_published_at: string | null
  sort_by_date: string | null
  tag_list: string[]
  position: number
  is_startpage: boolean
  meta_data: unknown
  content: C
  lang: string
  default_full_slug: string | null
  translated_slugs: unknown
}

/** Storyblok's multilink field. */
export interface Multilink {
  id?: string
  url?: string
  cached_url?: string
  linktype?: 'story' | 'url' | 'email' | 'asset'
  fieldtype?: 'multilink'
  email?: string
  anchor?: string
  target?: '_blank' | '_self'
  /** Custom attributes set by the editor (rendered from an allow-list, shared/links/linkAttributes.ts). */
  custom?: unknown
  /** Present when the link was resolved (resolve_links). */
  story?: { full_slug?: string; url?: string; name?: string }
  [customAttribute: string]: unknown
}

export interface Asset {
  filename: string | null
  alt?: string | null
  title?: string | null
  focus?: string | null
}

export interface RichTextMark {
  type: string
  attrs?: Record<string, unknown>
}

export interface RichTextNode {
  type: string
  content?: RichTextNode[]
  text?: string
  marks?: RichTextMark[]
  attrs?: Record<string, unknown>
}

export interface RichTextDoc {
  type: 'doc'
  content?: RichTextNode[]
}
