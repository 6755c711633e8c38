import { contentTag } from '../cache/contentTag'

/** A story Storyblok put in place of a relation's uuid (`resolve_relations`). */
function isResolvedStory(value: object): value is { full_slug: string; content: unknown } {
  return 'uuid' in value && 'full_slug' in value && typeof value.full_slug === 'string' && 'content' in value
}

/**
 * The tags of the stories resolved into some content (an article's author, a page's featured
 * articles): their text is part of the answer, so their publish makes it out of date. Links
 * resolved to their address need none: an address changes only when a story moves, which touches
 * everything (placeEvent).
 */
export function resolvedStoryTags(content: unknown): string[] {
  const tags = new Set<string>()
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return
    if (Array.isArray(value)) return value.forEach(visit)
    if (isResolvedStory(value)) tags.add(contentTag.story(value.full_slug))
    Object.values(value).forEach(visit)
  }
  visit(content)
  return [...tags]
}
