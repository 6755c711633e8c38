import type { Story } from '../../shared/content/storyblok'
import type { ContentContext } from './ContentContext'
import { fetchFromStoryblok } from './fetchFromStoryblok'
import type { ListQuery } from './ListQuery'
import { storyListParams } from './storyListParams'
import { contentTag } from '../cache/contentTag'
import { readThroughCache } from '../cache/readThroughCache'
import { resolvedStoryTags } from './resolvedStoryTags'
import { pointAtCurrentAddresses } from './currentLinks'

export interface StoryPage<C extends Story['content'] = Story['content']> {
  stories: Story<C>[]
  total: number
  page: number
  perPage: number
}

/** One page of a folder's stories: one bounded query, with the total from Storyblok's `Total` header; links name their targets' current addresses. */
export function listStories<C extends Story['content'] = Story['content']>(ctx: ContentContext, query: ListQuery): Promise<StoryPage<C>> {
  const { params, cacheKey } = storyListParams(query)
  const perPage = Number(params.per_page)
  return readThroughCache(ctx, `stories?${cacheKey}`, {
    load: async (cv) => {
      const result = await fetchFromStoryblok(ctx, 'cdn/stories', params, cv)
      const stories = await pointAtCurrentAddresses(ctx, (result?.data.stories ?? []) as Story<C>[])
      return { stories, total: result?.total ?? stories.length, page: query.page, perPage }
    },
    tags: (list) => [contentTag.list(query.startsWith), ...resolvedStoryTags(list.stories.map((story) => story.content))],
    // A page past the end of a list is no page: not kept (a first page, even empty, is a real list).
    keep: (list) => list.page === 1 || list.stories.length > 0,
  })
}
