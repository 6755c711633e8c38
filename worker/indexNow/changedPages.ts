import type { ContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { publishedAlternates } from '../content/publishedAlternates'
import type { LanguageConfig } from '../config/languageConfig'
import type { AddressChange } from '../redirects/storyAddresses'
import { listPageOf, slugPage } from '../routeTable/storyPage'

/** Story events whose `full_slug` names the story that changed. */
const STORY_ACTIONS = new Set(['published', 'unpublished'])

/** A story's page and the list it is on, where the route table shows them. */
function pageAndList(slug: string, config: LanguageConfig): (string | null)[] {
  const page = slugPage(slug, config)
  return [page?.components ? page.path : null, listPageOf(slug, config)]
}

/**
 * The site paths an event changed, for search engines: a published or unpublished story's page in
 * every language it has (its hreflang alternates changed too) and the list it appears on; for every
 * story that moved or went, its old address and its new one, and their lists.
 */
export async function changedPages(
  ctx: ContentContext,
  event: Record<string, unknown>,
  changes: readonly AddressChange[],
  config: LanguageConfig,
): Promise<string[]> {
  const paths: (string | null)[] = []
  const slug = typeof event.full_slug === 'string' && STORY_ACTIONS.has(String(event.action)) ? event.full_slug.replace(/^\/+|\/+$/g, '') : null
  if (slug) {
    paths.push(...pageAndList(slug, config))
    const story = event.action === 'published' ? await getStory(ctx, slug).catch(() => null) : null
    if (story && paths[0] !== null) paths.push(...publishedAlternates(story, config).map((alternate) => alternate.href))
  }
  for (const change of changes) paths.push(...pageAndList(change.from.slug, config), ...(change.to ? pageAndList(change.to.slug, config) : []))
  return [...new Set(paths.filter((path) => path !== null))]
}
