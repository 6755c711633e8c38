import type { Story } from '../../storyblok'
import { isResolvedStory } from './isResolvedStory'

/** The resolved stories of a relation field (a list of uuids); unresolved or malformed entries are left out. */
export function readStories(value: unknown): Story[] {
  return Array.isArray(value) ? value.filter(isResolvedStory) : []
}
