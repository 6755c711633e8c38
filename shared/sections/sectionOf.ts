import type { Story } from '../content/storyblok'
import { contentTypeIn, SECTIONS, type ContentType, type Section } from './sections'

/** True when a full slug (`en/pages/pricing`) lies below a folder of its language folder (`pages`). */
function inFolder(fullSlug: string, folder: string): boolean {
  const below = fullSlug.slice(fullSlug.indexOf('/') + 1)
  return below.startsWith(`${folder}/`) && below.length > folder.length + 1
}

/**
 * The section a story belongs to by where it is: the one whose folder holds it and which lists its
 * component (`en/press/posts/x` is the press section's, `en/press/clippings/x` the clippings'); none
 * for a story outside the sections' folders (home, pages at the language root, authors). For stories
 * a page did not reach through a route of their own: generic pages, related and featured stories.
 */
export function sectionOf(story: Pick<Story, 'full_slug' | 'content'>): Section | undefined {
  const component = story.content?.component
  return SECTIONS.find((section) => inFolder(story.full_slug, section.folder) && section.types.some((type) => type.component === component))
}

/** The content type of a story found by where it is (sectionOf): its section's row, else a page. */
export function contentTypeOf(story: Story): ContentType {
  return contentTypeIn(sectionOf(story), story)
}
