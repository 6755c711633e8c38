import { STORYBLOK_MAX_PER_PAGE, type Story } from '../../shared/content/storyblok'
import type { ContentContext } from './ContentContext'
import { fetchFromStoryblok } from './fetchFromStoryblok'
import type { ListQuery } from './ListQuery'
import type { StoryPage } from './listStories'
import { readEveryPage } from './readEveryPage'
import { storyListParams } from './storyListParams'
import { contentTag } from '../cache/contentTag'
import { readThroughCache } from '../cache/readThroughCache'
import { resolvedStoryTags } from './resolvedStoryTags'
import { pointAtCurrentAddresses } from './currentLinks'

/**
 * Every story a list query matches, as one page: for the list that shows them all at once (the
 * open positions). Read in pages of 100 (Storyblok's most), together at one `cv`, and kept as
 * one entry of the content cache, so its pages can never come from two versions of the space.
 */
export function listEveryStory(ctx: ContentContext, query: Omit<ListQuery, 'page' | 'perPage'>): Promise<StoryPage> {
  const pageQuery = (page: number): ListQuery => ({ ...query, page, perPage: STORYBLOK_MAX_PER_PAGE })
  return readThroughCache(ctx, `every-story?${storyListParams(pageQuery(1)).cacheKey}`, {
    tags: (list) => [contentTag.list(query.startsWith), ...resolvedStoryTags(list.stories.map((story) => story.content))],
    load: async (cv) => {
      const { items } = await readEveryPage(STORYBLOK_MAX_PER_PAGE, async (page) => {
        const result = await fetchFromStoryblok(ctx, 'cdn/stories', storyListParams(pageQuery(page)).params, cv)
        const stories = (result?.data.stories ?? []) as Story[]
        // Without `Total` (storyblok-js-client then says 0) the answer is the whole list.
        return { items: stories, total: result?.total || stories.length }
      })
      const stories = await pointAtCurrentAddresses(ctx, items)
      return { stories, total: stories.length, page: 1, perPage: Math.max(1, stories.length) }
    },
  })
}
