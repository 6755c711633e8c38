import type { SiteSettings } from '../../shared/settings/SiteSettings'
import { compactSettings } from '../../shared/content/compactSettings'
import type { ContentContext } from './ContentContext'
import { getStory } from './getStory'

/** A language's site settings (`{language}/_settings`): header, footer, banner and error texts. */
export async function getSettings(ctx: ContentContext, language: string): Promise<SiteSettings | null> {
  const story = await getStory<SiteSettings>(ctx, `${language}/_settings`, { resolveLinks: true })
  return story ? compactSettings(story.content) : null
}
