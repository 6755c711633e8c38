import type { ContentVersion, StoryReader } from '../space/ContentStore'
import type { StoryRecord } from '../space/DemoData'
import { FilterQuery } from './FilterQuery'
import { sortStories } from './sortStories'

const list = (value: string | null): string[] | null =>
  value === null
    ? null
    : value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '')
const slugPattern = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .replace(/^\/+/, '')
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  )
/** `2024-01-31 10:00` or ISO, as a comparable `YYYY-MM-DD HH:mm`. */
const minute = (value: string | null): string | null => (value === null ? null : value.replace('T', ' ').slice(0, 16))
const level = (story: StoryRecord): number => story.full_slug.replace(/\/$/, '').split('/').length + (story.is_startpage ? 1 : 0)
/** Keys of content objects that hold technical values rather than text. */
const NOT_TEXT = new Set(['component', '_uid', 'type', 'fieldtype', 'linktype', 'id', 'uuid', 'filename', 'url', 'cached_url', 'src', 'href'])
const containsText = (value: unknown, term: string): boolean => {
  if (typeof value === 'string') return value.toLowerCase().includes(term)
  if (Array.isArray(value)) return value.some((item) => containsText(item, term))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => !NOT_TEXT.has(key) && containsText(item, term))
  }
  return false
}

/** Stories of `/v2/cdn/stories` matching every filter parameter, in `sort_by` (or `by_uuids_ordered`) order. */
export function selectStories(store: StoryReader, version: ContentVersion, params: URLSearchParams): StoryRecord[] {
  const filterQuery = FilterQuery.parse(params)
  const startsWith = params.get('starts_with')?.replace(/^\/+/, '') ?? ''
  const bySlugs = list(params.get('by_slugs'))?.map(slugPattern)
  const excludingSlugs = list(params.get('excluding_slugs'))?.map(slugPattern)
  const byUuids = list(params.get('by_uuids'))
  const byUuidsOrdered = list(params.get('by_uuids_ordered'))
  const byIds = list(params.get('by_ids'))
  const excludingIds = list(params.get('excluding_ids'))
  const withTag = list(params.get('with_tag'))
  const contentTypes = list(params.get('content_type'))
  const isStartpage = params.get('is_startpage')
  const levelParam = params.get('level')
  const searchTerm = params.get('search_term')?.toLowerCase() ?? ''
  const dateRanges = (['published_at', 'first_published_at', 'updated_at'] as const).map((field) => ({
    field,
    after: minute(params.get(`${field}_gt`)),
    before: minute(params.get(`${field}_lt`)),
  }))

  const matching = store.stories(version).filter((story) => {
    if (!story.full_slug.startsWith(startsWith)) return false
    if (bySlugs && !bySlugs.some((pattern) => pattern.test(story.full_slug))) return false
    if (excludingSlugs?.some((pattern) => pattern.test(story.full_slug))) return false
    if (byUuids && !byUuids.includes(story.uuid)) return false
    if (byUuidsOrdered && !byUuidsOrdered.includes(story.uuid)) return false
    if (byIds && !byIds.includes(String(story.id))) return false
    if (excludingIds?.includes(String(story.id))) return false
    if (withTag && !withTag.some((tag) => story.tag_list.includes(tag))) return false
    if (contentTypes && !contentTypes.includes(story.content.component)) return false
    if (isStartpage !== null && (isStartpage === '1' || isStartpage === 'true') !== story.is_startpage) return false
    if (levelParam !== null && level(story) !== Number(levelParam)) return false
    for (const { field, after, before } of dateRanges) {
      const value = minute(story[field])
      if ((after !== null || before !== null) && value === null) return false
      if (after !== null && value !== null && value <= after) return false
      if (before !== null && value !== null && value >= before) return false
    }
    if (searchTerm && !containsText(story.name, searchTerm) && !containsText(story.content, searchTerm)) return false
    return filterQuery.matches(story.content)
  })
  if (byUuidsOrdered) return byUuidsOrdered.flatMap((uuid) => matching.filter((story) => story.uuid === uuid))
  return sortStories(matching, params.get('sort_by'))
}
