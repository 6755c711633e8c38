import type { Story } from '../content/storyblok'

/** The stories before and after an article in its folder, by publication date. */
export interface AdjacentStories {
  /** The next older story. */
  previous: Story | null
  /** The next newer story. */
  next: Story | null
}
