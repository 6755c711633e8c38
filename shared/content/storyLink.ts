import type { Multilink, Story } from './storyblok'

/** A link to a story's page (resolveLink turns its full slug into the site path). */
export function storyLink(story: Pick<Story, 'full_slug'>): Multilink {
  return { linktype: 'story', cached_url: story.full_slug }
}
