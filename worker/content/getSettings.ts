import type { SiteSettings } from '../../shared/content/SiteSettings'
import { compactSettings } from '../../shared/content/compactSettings'
import { withoutBrokenBloks } from '../../shared/editor/withoutBrokenBloks'
import type { ContentContext } from './ContentContext'
import { getStory } from './getStory'

/**
 * A language's site settings (`{language}/_settings`): header, footer, banner and error texts.
 * Visitors get them without the bloks they never see (broken ones); a preview gets them whole, to
 * list those bloks' notices, and leaves them out where it renders (PreviewPage).
 */
export async function getSettings(ctx: ContentContext, language: string): Promise<SiteSettings | null> {
  const story = await getStory<SiteSettings>(ctx, `${language}/_settings`, { resolveLinks: true })
  if (!story) return null
  const settings = compactSettings(story.content)
  return ctx.draft ? settings : withoutBrokenBloks(settings)
}
