import type { StoryPageKind } from '../../shared/pages/PageData'
import type { Section } from '../../shared/sections/sections'
import { getStory } from '../content/getStory'
import type { Loader } from './Loader'
import { storyPage } from './storyPage'
import { isStorySlug } from '../../shared/content/isStorySlug'

/** What a story screen reads besides its story. */
export interface StoryLoaderOptions {
  /** Storyblok `resolve_relations` (`blog_post.related`): those stories come embedded in the story. */
  resolveRelations?: string
  /**
   * The route's section, which its page data carries (an adjacent one's pages show the previous and
   * next article and the category); absent for home and generic pages.
   */
  section?: Section
}

/**
 * A story screen: the first of `candidates` (full slugs below the language folder, built from the
 * route's parameters) that exists and whose component `kinds` knows. Candidates are read in parallel.
 */
export function storyLoader(
  kinds: Readonly<Record<string, StoryPageKind>>,
  candidates: (params: Readonly<Record<string, string>>) => string[],
  { resolveRelations, section }: StoryLoaderOptions = {},
): Loader {
  return async ({ ctx, language, params, config, languages }) => {
    if (!Object.values(params).every(isStorySlug)) return null
    const reads = await Promise.allSettled(candidates(params).map((slug) => getStory(ctx, `${language}/${slug}`, { resolveRelations })))
    for (const read of reads) {
      // Missing stories are not cached: while Storyblok is down, a candidate that cannot be read
      // gives way to a later one that is cached, so `/pricing` (pages/pricing) stays up.
      const story = read.status === 'fulfilled' ? read.value : null
      const kind = story && Object.hasOwn(kinds, story.content.component) ? kinds[story.content.component] : undefined
      if (story && kind) return storyPage({ ctx, story, kind, language, config, languages, section, resolveRelations })
    }
    const failed = reads.find((read) => read.status === 'rejected')
    if (failed) throw failed.reason
    return null
  }
}
