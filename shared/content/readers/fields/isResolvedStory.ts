import type { Story } from '../../storyblok'

/** A story as `resolve_relations` embeds it in place of its uuid (an unresolved relation is the uuid string). */
export function isResolvedStory(value: unknown): value is Story {
  if (typeof value !== 'object' || value === null) return false
  const story = value as Partial<Story>
  return typeof story.full_slug === 'string' && typeof story.uuid === 'string' && typeof story.content === 'object' && story.content !== null
}
