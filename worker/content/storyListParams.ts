import { STORYBLOK_MAX_PER_PAGE } from '../../shared/content/storyblok'
import type { ListQuery } from './ListQuery'
import { LISTED_ONLY } from './listedOnly'

/** Storyblok's date filters take minutes (`2030-01-31 17:00`, UTC). */
export const storyblokMinute = (time: number): string => new Date(time).toISOString().slice(0, 16).replace('T', ' ')

/** The `__or` group of an `openAt` query: the date still ahead, or none. `now` is what the cache key names instead of the moment. */
function openAtParams({ field, now }: NonNullable<ListQuery['openAt']>, moment: string | null): Record<string, string> {
  return { [`filter_query[__or][0][${field}][gt_date]`]: moment ?? storyblokMinute(now), [`filter_query[__or][1][${field}][is]`]: 'empty' }
}

/**
 * A list query as Storyblok's parameters, and the key of its answer in the content cache. The
 * moment of `openAt` only moves forward, so the key leaves it out: an answer read earlier holds
 * every story a later one would, and its readers check the date again (`isOpen`). Storyblok takes
 * one `__or` group per query, so `openAt` and `listedOnly` do not go together.
 */
export function storyListParams(query: ListQuery): { params: Record<string, string>; cacheKey: string } {
  if (query.listedOnly && query.openAt) throw new Error('A story list cannot leave out both unlisted and past stories: Storyblok takes one __or group')
  const params: Record<string, string> = {
    starts_with: query.startsWith,
    page: String(query.page),
    per_page: String(Math.min(Math.max(1, query.perPage), STORYBLOK_MAX_PER_PAGE)),
  }
  if (query.contentType) params.content_type = query.contentType
  if (query.sortBy) params.sort_by = query.sortBy
  if (query.excludingSlugs) params.excluding_slugs = query.excludingSlugs
  if (query.level) params.level = String(query.level)
  if (query.resolveRelations) params.resolve_relations = query.resolveRelations
  if (query.excludingFields) params.excluding_fields = query.excludingFields
  for (const [field, operations] of Object.entries(query.filterQuery ?? {})) {
    for (const [operation, value] of Object.entries(operations)) params[`filter_query[${field}][${operation}]`] = value
  }
  if (query.listedOnly) Object.assign(params, LISTED_ONLY)
  if (!query.openAt) return { params, cacheKey: new URLSearchParams(params).toString() }
  return {
    params: { ...params, ...openAtParams(query.openAt, null) },
    cacheKey: new URLSearchParams({ ...params, ...openAtParams(query.openAt, 'now') }).toString(),
  }
}
