import { STORYBLOK_MAX_PER_PAGE, type Story } from '../../shared/content/storyblok'
import type { ContentContext } from './ContentContext'
import { fetchFromStoryblok } from './fetchFromStoryblok'
import { LISTED_ONLY } from './listedOnly'
import { readThroughCache } from '../cache/readThroughCache'

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
  resolveRelations?: string
  /** Content fields left out of the answer (Storyblok `excluding_fields`), e.g. `body` where only addresses are needed. */
  excludingFields?: string
  /** Leave out unlisted stories (the lists, feeds and sitemaps' lists). */
  listedOnly?: boolean
}

export interface StoryPage<C extends Story['content'] = Story['content']> {
  stories: Story<C>[]
  total: number
  page: number
  perPage: number
}

function toParams(query: ListQuery): Record<string, string> {
  const params: Record<string, string> = {
    starts_with: query.startsWith,
    page: String(query.page),
    per_page: String(Math.min(Math.max(1, query.perPage), STORYBLOK_MAX_PER_PAGE)),
  }
  if (query.contentType) params.content_type = query.contentType
  if (query.sortBy) params.sort_by = query.sortBy
  if (query.excludingSlugs) params.excluding_slugs = query.excludingSlugs
  if (query.resolveRelations) params.resolve_relations = query.resolveRelations
  if (query.excludingFields) params.excluding_fields = query.excludingFields
  for (const [field, operations] of Object.entries(query.filterQuery ?? {})) {
    for (const [operation, value] of Object.entries(operations)) params[`filter_query[${field}][${operation}]`] = value
  }
  return query.listedOnly ? { ...params, ...LISTED_ONLY } : params
}

/** One page of a folder's stories: one bounded query, with the total from Storyblok's `Total` header. */
export function listStories<C extends Story['content'] = Story['content']>(ctx: ContentContext, query: ListQuery): Promise<StoryPage<C>> {
  const params = toParams(query)
  const perPage = Number(params.per_page)
  return readThroughCache(
    ctx,
    `stories?${new URLSearchParams(params)}`,
    async (cv) => {
      const result = await fetchFromStoryblok(ctx, 'cdn/stories', params, cv)
      const stories = (result?.data.stories ?? []) as Story<C>[]
      return { stories, total: result?.total ?? stories.length, page: query.page, perPage }
    },
    // A page past the end of a list is no page: not kept (a first page, even empty, is a real list).
    (list) => list.page === 1 || list.stories.length > 0,
  )
}
