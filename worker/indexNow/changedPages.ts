import type { LanguageConfig } from '../config/languageConfig'
import type { AddressChange } from '../redirects/storyAddresses'
import { listPageOf, slugPage } from '../routeTable/storyPage'

/** Story events whose `full_slug` names the story that changed. */
const STORY_ACTIONS = new Set(['published', 'unpublished'])

/** What an event changed, for search engines: site paths, and published stories whose every language is to be named (read when sent). */
export interface ChangedPages {
  paths: string[]
  /** Full slugs of published stories with a page: their translations' pages changed too (hreflang). */
  stories: string[]
}

/** A story's page and the list it is on, where the route table shows them. */
function pageAndList(slug: string, config: LanguageConfig): (string | null)[] {
  const page = slugPage(slug, config)
  return [page?.components ? page.path : null, listPageOf(slug, config)]
}

/**
 * The pages an event changed: a published or unpublished story's page and the list it appears on
 * (a published one's other languages are added when the queue sends: IndexNowQueue); for every
 * story that moved or went, its old address and its new one, and their lists. Reads nothing.
 */
export function changedPages(event: Record<string, unknown>, changes: readonly AddressChange[], config: LanguageConfig): ChangedPages {
  const paths: (string | null)[] = []
  const stories: string[] = []
  const slug = typeof event.full_slug === 'string' && STORY_ACTIONS.has(String(event.action)) ? event.full_slug.replace(/^\/+|\/+$/g, '') : null
  if (slug) {
    const [page, list] = pageAndList(slug, config)
    paths.push(page ?? null, list ?? null)
    if (page && event.action === 'published') stories.push(slug)
  }
  for (const change of changes) paths.push(...pageAndList(change.from.slug, config), ...(change.to ? pageAndList(change.to.slug, config) : []))
  return { paths: [...new Set(paths.filter((path) => path !== null))], stories }
}
