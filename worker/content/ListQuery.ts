/** A date field that ends a story's time in a list (an opening's `valid_through`), and the moment to check it at. */
interface OpenAt {
  field: string
  /** Milliseconds since the epoch. */
  now: number
}

/** What a read of a folder's stories asks Storyblok for. */
export interface ListQuery {
  /** Folder to list, e.g. `de/blog/`. */
  startsWith: string
  contentType?: string
  /** 1-based page number. */
  page: number
  perPage: number
  sortBy?: string
  /** Storyblok filter_query, e.g. `{ category: { in: 'road' } }`. */
  filterQuery?: Record<string, Record<string, string>>
  excludingSlugs?: string
  /** Only stories at this folder level (Storyblok `level`): 2 is the top of a language folder (`en/about`). */
  level?: number
  resolveRelations?: string
  /** Content fields left out of the answer (Storyblok `excluding_fields`), e.g. `body` where only addresses are needed. */
  excludingFields?: string
  /** Leave out unlisted stories (the lists, feeds and sitemaps' lists). */
  listedOnly?: boolean
  /** Leave out stories whose `field` has passed at `now` (an empty one never passes). Not with `listedOnly`: a query has one `__or`. */
  openAt?: OpenAt
}
