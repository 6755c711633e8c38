import type { BlockShape, UncheckedBlockContent } from '../schema/uncheckedContent'
import type { Story } from '../storyblok'

/**
 * A story's content fields as its content type's block declares them (`storyContent<typeof
 * block>`): naming a field the block lacks is a type error. Empty when the content itself is
 * missing or not an object.
 */
export function storyContent<B extends BlockShape>(story: Story): UncheckedBlockContent<B> {
  return typeof story.content === 'object' && story.content !== null ? (story.content as UncheckedBlockContent<B>) : {}
}
