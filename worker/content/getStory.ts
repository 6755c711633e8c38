import type { Story } from '../../shared/content/storyblok'
import type { ContentContext } from './ContentContext'
import { fetchFromStoryblok } from './fetchFromStoryblok'
import { linksMap } from './linksMap'
import { pointAtCurrentAddresses } from './currentLinks'
import { contentTag } from '../cache/contentTag'
import { readThroughCache } from '../cache/readThroughCache'
import { resolvedStoryTags } from './resolvedStoryTags'
import { logBrokenBloks } from '../observability/logBrokenBloks'

export interface StoryQuery {
  /** Comma list of `component.field` relations to resolve into stories. */
  resolveRelations?: string
  /** Resolve story links so that multilinks carry their target's current full_slug. */
  resolveLinks?: boolean
}

/**
 * One story by its full slug (`de/blog/green-corridors`), or null when it does not exist (never
 * kept in KV; a published story the links map does not name is not asked for). Its links to stories
 * name their targets' current addresses (pointAtCurrentAddresses). A published story's bloks that break the content model are logged, once per version.
 */
export async function getStory<C extends Story['content'] = Story['content']>(
  ctx: ContentContext,
  fullSlug: string,
  query: StoryQuery = {},
): Promise<Story<C> | null> {
  const slug = fullSlug.replace(/^\/+|\/+$/g, '')
  // A path that is no published story costs no read (a flood of random paths must not drain the read budget).
  const links = ctx.draft ? null : await linksMap(ctx)
  if (links?.slugs.has(slug) === false) {
    // Its first publish makes the 404 out of date, as for a story Storyblok said does not exist.
    ctx.tags.add(contentTag.story(slug))
    return null
  }
  const params = {
    ...(query.resolveRelations ? { resolve_relations: query.resolveRelations } : {}),
    ...(query.resolveLinks ? { resolve_links: 'url' as const } : {}),
  }
  const story = await readThroughCache(ctx, `story/${slug}?${new URLSearchParams(params)}`, {
    load: async (cv) => {
      const result = await fetchFromStoryblok(ctx, `cdn/stories/${slug}`, params, cv)
      const story = (result?.data.story as Story<C> | undefined) ?? null
      return story && (await pointAtCurrentAddresses(ctx, story))
    },
    // A story that does not exist yet is tagged too: its first publish makes the 404 out of date.
    tags: (found) => [contentTag.story(slug), ...resolvedStoryTags(found?.content)],
    keep: (found) => found !== null,
  })
  if (story && !ctx.draft) logBrokenBloks(story)
  return story
}
