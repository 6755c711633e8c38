import type { authorBlock } from '../schema/pageTypes'
import { readAsset, type AssetFile } from '../readers/fields/readAsset'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import type { Story } from '../storyblok'

// Authors have no section and no page of their own (the editor's preview shows one): blog
// articles name them, so this module holds only their block and reader.

/** `author` (`{lang}/authors/<slug>`): shown beside the blog posts that name it. */
export interface Author {
  /** Required; the story name when empty. */
  name: string
  role: string
  /** A square image (400×400). */
  avatar: AssetFile | null
}

export function readAuthor(story: Story): Author {
  const content = storyContent<typeof authorBlock>(story)
  return { name: readText(content.name) || story.name, role: readText(content.role), avatar: readAsset(content.avatar) }
}
