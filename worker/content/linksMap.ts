import type { ContentContext } from './ContentContext'
import { fetchFromStoryblok } from './fetchFromStoryblok'
import { readEveryPage } from './readEveryPage'
import { contentTag } from '../cache/contentTag'
import { readThroughCache, storedData } from '../cache/readThroughCache'

/** Storyblok's most links in one page of `cdn/links`. */
const LINKS_PER_PAGE = 1000
/** The links map's content entry (readThroughCache): the published stories, each with its uuid. */
const LINKS_ENTRY = 'links/v2'

interface LinkObject {
  id?: number
  uuid?: string
  slug: string
  is_folder?: boolean
  published?: boolean
}

/** A published story as Storyblok's links map names it: its uuid, its id and its full slug now. */
export interface StoryLink {
  uuid: string
  id: number
  slug: string
}

/** The links map read once: which full slugs are published stories, and each story's full slug by uuid. */
export interface LinksMap {
  slugs: ReadonlySet<string>
  slugOf: ReadonlyMap<string, string>
}

/** Maps already built, by the entry they were built from (kept entries keep their identity while unchanged). */
const built = new WeakMap<readonly StoryLink[], LinksMap>()

/**
 * Every published story of the space (Storyblok's links map, `cdn/links`, every page of it), at
 * the content version `cv`, straight from Storyblok: folders and unpublished stories left out.
 */
export async function readStoryLinks(ctx: ContentContext, cv?: number): Promise<StoryLink[]> {
  const { items } = await readEveryPage(LINKS_PER_PAGE, async (page) => {
    const result = await fetchFromStoryblok(ctx, 'cdn/links', { page, per_page: LINKS_PER_PAGE }, cv)
    const links = Object.values((result?.data as { links?: Record<string, LinkObject> } | undefined)?.links ?? {})
    return { items: links, total: result?.total || links.length }
  })
  return items
    .filter((link) => !link.is_folder && link.published !== false && typeof link.uuid === 'string')
    .map((link) => ({ uuid: link.uuid as string, id: link.id ?? 0, slug: link.slug.replace(/^\/+|\/+$/g, '') }))
}

/**
 * The links map, kept like any content entry and out of date with every publish (it is built from
 * the whole space's list). The worker knows which addresses exist, so a path that is no story is
 * answered 404 without asking Storyblok, and where each story is now, so a link to a story renders
 * its current address (currentLinks). Null when it cannot be read: stories are then asked for one
 * by one, and links keep the address saved with them.
 */
export async function linksMap(ctx: ContentContext): Promise<LinksMap | null> {
  // Read aside: a page is not tagged with the links map (its tag would make every page out of date
  // with every publish); an address changes only when a story moves, which touches everything.
  const aside: ContentContext = Object.assign(Object.create(ctx) as ContentContext, { statuses: [], tags: new Set<string>() })
  const links = await readThroughCache(aside, LINKS_ENTRY, {
    tags: () => [contentTag.list('')],
    load: (cv) => readStoryLinks(ctx, cv),
  }).catch((error: unknown) => {
    console.warn('the links map could not be read: stories are read one by one', error)
    return null
  })
  if (!links) return null
  let map = built.get(links)
  if (!map) {
    map = { slugs: new Set(links.map((link) => link.slug)), slugOf: new Map(links.map((link) => [link.uuid, link.slug])) }
    built.set(links, map)
  }
  return map
}

/** The links map as the site read it last (KV's copy, however old), or null: the baseline of the first comparison of addresses. */
export function lastStoryLinksRead(env: Env): Promise<StoryLink[] | null> {
  return storedData<StoryLink[]>(env, LINKS_ENTRY)
}
