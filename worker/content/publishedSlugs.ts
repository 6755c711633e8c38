import type { ContentContext } from './ContentContext'
import { fetchFromStoryblok } from './fetchFromStoryblok'
import { readEveryPage } from './readEveryPage'
import { contentTag } from '../cache/contentTag'
import { readThroughCache } from '../cache/readThroughCache'

/** Storyblok's most links in one page of `cdn/links`. */
const LINKS_PER_PAGE = 1000

interface LinkObject {
  slug: string
  is_folder?: boolean
  published?: boolean
}

/** Sets already built, by the entry they were built from (kept entries keep their identity while unchanged). */
const built = new WeakMap<readonly string[], ReadonlySet<string>>()

/**
 * The full slug of every published story (Storyblok's links map, `cdn/links`, every page of it),
 * kept like any content entry and out of date with every publish (it is built from the whole
 * space's list): the worker knows which addresses exist, so a path that is no story is answered
 * 404 without asking Storyblok. Null when it cannot be read: stories are then asked for one by one.
 */
export async function publishedSlugs(ctx: ContentContext): Promise<ReadonlySet<string> | null> {
  // Read aside: a page is not built from the links map (its tag would make every page out of date with every publish).
  const aside: ContentContext = Object.assign(Object.create(ctx) as ContentContext, { statuses: [], tags: new Set<string>() })
  const slugs = await readThroughCache(aside, 'links', {
    tags: () => [contentTag.list('')],
    load: async (cv) => {
      const { items } = await readEveryPage(LINKS_PER_PAGE, async (page) => {
        const result = await fetchFromStoryblok(ctx, 'cdn/links', { page, per_page: LINKS_PER_PAGE }, cv)
        const links = Object.values((result?.data as { links?: Record<string, LinkObject> } | undefined)?.links ?? {})
        return { items: links, total: result?.total || links.length }
      })
      return items.filter((link) => !link.is_folder && link.published !== false).map((link) => link.slug.replace(/^\/+|\/+$/g, ''))
    },
  }).catch((error: unknown) => {
    console.warn('the links map could not be read: stories are read one by one', error)
    return null
  })
  if (!slugs) return null
  let set = built.get(slugs)
  if (!set) built.set(slugs, (set = new Set(slugs)))
  return set
}
