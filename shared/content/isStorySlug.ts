/**
 * What a story's slug may look like: lowercase letters, digits, `.`, `_` and `-`, at most 200
 * characters, as Storyblok writes them. A path segment that is anything else cannot name a story
 * and is never looked up (a random address costs no Storyblok read).
 */
const STORY_SLUG = /^[a-z0-9][a-z0-9._-]{0,199}$/

export function isStorySlug(value: string): boolean {
  return STORY_SLUG.test(value)
}
