import type { Story } from '../../shared/content/storyblok'
import type { ContentContext } from '../content/ContentContext'
import { fetchFromStoryblok } from '../content/fetchFromStoryblok'
import { LISTED_ONLY } from '../content/listedOnly'
import { contentTag } from '../cache/contentTag'
import { readThroughCache } from '../cache/readThroughCache'

/** Storyblok's date filters take minutes: `2024-05-01 08:00`. */
const MINUTE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/
/** Fields a neighbour's link does not need. */
const HEAVY_FIELDS = 'body,definition'

/**
 * The story published just before (`previous`) or after (`next`) `story` among the listed stories
 * of its own content type in its own folder: one query of one story, by `first_published_at`, the
 * order the lists use. Stories first published in the same minute are not each other's neighbours.
 */
export function adjacentStory(ctx: ContentContext, story: Story, direction: 'previous' | 'next'): Promise<Story | null> {
  const minute = MINUTE.exec(story.first_published_at ?? '')
  const folder = story.full_slug.slice(0, story.full_slug.lastIndexOf('/') + 1)
  const component = story.content?.component
  if (!minute || !folder || typeof component !== 'string') return Promise.resolve(null)
  const params: Record<string, string> = {
    starts_with: folder,
    'filter_query[component][in]': component,
    ...LISTED_ONLY,
    [direction === 'previous' ? 'first_published_at_lt' : 'first_published_at_gt']: `${minute[1]} ${minute[2]}`,
    sort_by: direction === 'previous' ? 'first_published_at:desc' : 'first_published_at:asc',
    excluding_ids: String(story.id),
    excluding_fields: HEAVY_FIELDS,
    per_page: '1',
    page: '1',
  }
  return readThroughCache(ctx, `adjacent?${new URLSearchParams(params)}`, {
    tags: () => [contentTag.list(folder)],
    load: async (cv) => {
      const result = await fetchFromStoryblok(ctx, 'cdn/stories', params, cv)
      const [found] = (result?.data.stories ?? []) as Story[]
      return found ?? null
    },
  })
}
