import type { Story } from '../storyblok'
import { readAsset, type AssetFile } from './fields/readAsset'
import { readText } from './fields/readText'
import { storyContent } from './storyContent'

/** `author` (`{lang}/authors/<slug>`): shown beside the blog posts that name it. */
export interface Author {
  /** Required; the story name when empty. */
  name: string
  role: string
  /** A square image (400×400). */
  avatar: AssetFile | null
}

export function readAuthor(story: Story): Author {
  const content = storyContent<'author'>(story)
  return { name: readText(content.name) || story.name, role: readText(content.role), avatar: readAsset(content.avatar) }
}
