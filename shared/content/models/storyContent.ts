import type { Story } from '../storyblok'

/** A story's content fields, empty when the content itself is missing or not an object. */
export function storyContent(story: Story): Record<string, unknown> {
  return typeof story.content === 'object' && story.content !== null ? story.content : {}
}
