import type { ComponentName, UncheckedContent } from '../schema/contentModel'
import type { Story } from '../storyblok'

/**
 * A story's content fields as the content model declares them for its component: naming a field
 * the model lacks is a type error. Empty when the content itself is missing or not an object.
 */
export function storyContent<N extends ComponentName>(story: Story): UncheckedContent<N> {
  return typeof story.content === 'object' && story.content !== null ? (story.content as UncheckedContent<N>) : {}
}
