import { readBoolean } from './readers/fields/readBoolean'
import type { Story } from './storyblok'

/** A story only its link leads to (its `unlisted` switch): no list, feed, sitemap or previous/next link names it, and search engines do not index it. */
export function isUnlisted(story: Story): boolean {
  return readBoolean(story.content?.unlisted)
}
