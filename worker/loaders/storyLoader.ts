import { sitePath } from '../../shared/links/resolveLink'
import type { StoryPageKind } from '../../shared/pages/PageData'
import type { Section } from '../../shared/sections/sections'
import { getStory } from '../content/getStory'
import { publishedAlternates } from '../content/publishedAlternates'
import { articleExtras } from './articleExtras'
import type { Loader } from './Loader'
import { isStorySlug } from '../../shared/content/isStorySlug'

/** What a story screen reads besides its story. */
export interface StoryLoaderOptions {
  /** Storyblok `resolve_relations` (`blog_post.related`): those stories come embedded in the story. */
  resolveRelations?: string
  /** Articles: the section they belong to; the page then shows the previous and next article and the category. */
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
      if (story && kind) {
        const alternates = publishedAlternates(story, config).filter((alternate) => languages.includes(alternate.language))
        const extras = section ? await articleExtras(ctx, story, language, section) : {}
        return {
          data: { kind, story, now: Date.now(), ...extras },
          alternates,
          canonicalPath: sitePath(story.full_slug),
          resolveRelations: resolveRelations?.split(',') ?? [],
        }
      }
    }
    const failed = reads.find((read) => read.status === 'rejected')
    if (failed) throw failed.reason
    return null
  }
}
