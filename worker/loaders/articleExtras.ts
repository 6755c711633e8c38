import type { Story } from '../../shared/content/storyblok'
import type { StoryPageData } from '../../shared/pages/PageData'
import type { Section } from '../../shared/sections/sections'
import type { ContentContext } from '../content/ContentContext'
import { adjacentStory } from './adjacentStory'
import { articleCategory } from './articleCategory'

/**
 * What an article page shows around its story: the previous and next story of its folder (two
 * one-story queries) and, in sections with categories, its category (datasource, cached).
 */
export async function articleExtras(
  ctx: ContentContext,
  story: Story,
  language: string,
  section: Section,
): Promise<Pick<StoryPageData, 'adjacent' | 'category'>> {
  const [previous, next, category] = await Promise.all([
    adjacentStory(ctx, story, 'previous'),
    adjacentStory(ctx, story, 'next'),
    articleCategory(ctx, section, language, story.content?.category),
  ])
  return { adjacent: { previous, next }, category }
}
