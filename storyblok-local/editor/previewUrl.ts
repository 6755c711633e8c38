import { sitePath } from '../../shared/links/resolveLink'
import type { StoryRecord } from '../DemoData'
import { toHex } from '../../shared/text/toHex'

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return toHex(digest)
}

/**
 * Where a story shows on the site, as its "real path" in Storyblok would be set for this site:
 * the site's address of the full slug; a language's `_settings` on that language's home page;
 * job openings (no page of their own) on their list.
 */
function storyPath(story: Pick<StoryRecord, 'full_slug' | 'slug' | 'content'>): string {
  const folder = story.full_slug.slice(0, story.full_slug.lastIndexOf('/'))
  if (story.slug === '_settings') return sitePath(folder)
  if (story.content.component === 'job_opening') return sitePath(folder)
  return sitePath(story.full_slug)
}

interface PreviewSigning {
  spaceId: number
  previewToken: string
  /** Unix seconds. */
  timestamp: number
  /** Milliseconds: when the editor made the frame (`_storyblok_rl`). */
  renderedAt: number
}

/**
 * The address the visual editor frames: the space's preview URL plus the story's path, with the
 * parameters Storyblok adds (`_storyblok`, `_storyblok_c`, `_storyblok_version`, `_storyblok_lang`,
 * `_storyblok_release`, `_storyblok_rl`) and its signature `_storyblok_tk[token]` =
 * sha1("{space_id}:{preview_token}:{timestamp}"), brackets unencoded as Storyblok writes them.
 */
export async function previewUrl(siteOrigin: string, story: StoryRecord, { spaceId, previewToken, timestamp, renderedAt }: PreviewSigning): Promise<string> {
  const token = await sha1Hex(`${spaceId}:${previewToken}:${timestamp}`)
  const query = [
    `_storyblok=${story.id}`,
    `_storyblok_c=${encodeURIComponent(story.content.component)}`,
    '_storyblok_version=',
    '_storyblok_lang=default',
    '_storyblok_release=0',
    `_storyblok_rl=${renderedAt}`,
    `_storyblok_tk[space_id]=${spaceId}`,
    `_storyblok_tk[timestamp]=${timestamp}`,
    `_storyblok_tk[token]=${token}`,
  ].join('&')
  return `${siteOrigin.replace(/\/+$/, '')}${storyPath(story)}?${query}`
}
