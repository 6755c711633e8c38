import type { ContentContext } from './ContentContext'
import { linksMap } from './linksMap'

/** A multilink to a story: its target's uuid is its `id`. */
function isStoryMultilink(value: Record<string, unknown>): value is { id: string; cached_url?: string } {
  return value.linktype === 'story' && typeof value.id === 'string' && value.id !== ''
}

/** A rich text link mark to a story: `{ type: 'link', attrs: { linktype: 'story', uuid, href } }`. */
function storyLinkAttrs(value: Record<string, unknown>): { uuid: string; href?: string } | null {
  if (value.type !== 'link' || value.attrs === null || typeof value.attrs !== 'object') return null
  const attrs = value.attrs as Record<string, unknown>
  return attrs.linktype === 'story' && typeof attrs.uuid === 'string' && attrs.uuid !== '' ? (attrs as { uuid: string; href?: string }) : null
}

/**
 * Points every link to a story in `content` (multilinks and rich text link marks, at any depth) at
 * its target's current full slug, looked up by the target's uuid in the links map: a link saved
 * before its target's slug changed, or its folder was renamed, renders the new address, with no
 * redirect on the way (Storyblok keeps the address of the day the link was saved, storyblok#775).
 * A target the map does not name (unpublished, deleted) keeps the saved address. Changes the
 * content in place: it is called on content just read from Storyblok.
 * @internal exported for its tests; content readers call pointAtCurrentAddresses.
 */
export function pointLinksAtCurrentSlugs(content: unknown, slugOf: ReadonlyMap<string, string>): void {
  if (content === null || typeof content !== 'object') return
  if (Array.isArray(content)) {
    for (const item of content) pointLinksAtCurrentSlugs(item, slugOf)
    return
  }
  const fields = content as Record<string, unknown>
  if (isStoryMultilink(fields)) {
    const slug = slugOf.get(fields.id)
    if (slug !== undefined) fields.cached_url = slug
  }
  const mark = storyLinkAttrs(fields)
  const markSlug = mark ? slugOf.get(mark.uuid) : undefined
  if (mark && markSlug !== undefined) mark.href = `/${markSlug}`
  for (const value of Object.values(fields)) pointLinksAtCurrentSlugs(value, slugOf)
}

/**
 * Published content just read from Storyblok, its links to stories pointed at their targets'
 * current addresses (the links map); a draft's links stay as saved, as the editor sees them.
 */
export async function pointAtCurrentAddresses<T>(ctx: ContentContext, content: T): Promise<T> {
  const links = ctx.draft ? null : await linksMap(ctx)
  if (links) pointLinksAtCurrentSlugs(content, links.slugOf)
  return content
}
