import { sitePath } from '../../shared/links/resolveLink'
import type { Story } from '../../shared/content/storyblok'
import type { StoryPageKind } from '../../shared/pages/PageData'
import { sectionOf } from '../../shared/sections/sectionOf'
import { contentTypeIn, type Section } from '../../shared/sections/sections'
import type { LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { publishedAlternates } from '../content/publishedAlternates'
import { articleExtras } from './articleExtras'
import type { LoadedPage } from './Loader'

/** A story already read, and what its page is. */
export interface StoryPageInput {
  ctx: ContentContext
  story: Story
  kind: StoryPageKind
  language: string
  config: LanguageConfig
  /** The languages its route exists in; alternates in other languages are left out. */
  languages: readonly string[]
  /** The section of its route; a story of a route without one (a generic page) is its folder's (sectionOf). */
  section?: Section | undefined
  /** The relations it was read with. */
  resolveRelations?: string | undefined
}

/**
 * A story's page: its section and content type, its addresses, and in a section that links its
 * stories the previous and next one and the category. The story screens' one builder, for a story
 * their route read or one a form's handler already holds (the report page shown again).
 */
export async function storyPage({ ctx, story, kind, language, config, languages, section, resolveRelations }: StoryPageInput): Promise<LoadedPage> {
  const storySection = section ?? sectionOf(story)
  const alternates = publishedAlternates(story, config).filter((alternate) => languages.includes(alternate.language))
  const extras = storySection?.adjacent ? await articleExtras(ctx, story, language, storySection) : {}
  return {
    data: { kind, story, ...(storySection ? { section: storySection } : {}), type: contentTypeIn(storySection, story), now: Date.now(), ...extras },
    alternates,
    canonicalPath: sitePath(story.full_slug),
    resolveRelations: resolveRelations?.split(',') ?? [],
  }
}
