import type { Story } from '../../shared/content/storyblok'
import type { ContentContext } from './ContentContext'
import { fetchFromStoryblok } from './fetchFromStoryblok'
import { readThroughCache } from '../cache/readThroughCache'

export interface StoryQuery {
  /** Comma list of `component.field` relations to resolve into stories. */
  resolveRelations?: string
  /** Resolve story links so that multilinks carry their target's current full_slug. */
  resolveLinks?: boolean
}

/** One story by its full slug (`de/blog/green-corridors`), or null when it does not exist (never kept in KV). */
export function getStory<C extends Story['content'] = Story['content']>(
  ctx: ContentContext,
  fullSlug: string,
  query: StoryQuery = {},
): Promise<Story<C> | null> {
  const slug = fullSlug.replace(/^\/+|\/+$/g, '')
  const params = {
    ...(query.resolveRelations ? { resolve_relations: query.resolveRelations } : {}),
    ...(query.resolveLinks ? { resolve_links: 'url' as const } : {}),
  }
  return readThroughCache(
    ctx,
    `story/${slug}?${new URLSearchParams(params)}`,
    async (cv) => {
      const result = await fetchFromStoryblok(ctx, `cdn/stories/${slug}`, params, cv)
      return (result?.data.story as Story<C> | undefined) ?? null
    },
    (story) => story !== null,
  )
}
