import type { StoryRecord } from '../space/DemoData'
import { toHex } from '../../shared/text/toHex'

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return toHex(digest)
}

/** Where Storyblok's editor opens a story below the preview URL: its real path where the space sets one, otherwise its full slug. */
function storyPath(story: Pick<StoryRecord, 'full_slug' | 'path'>): string {
  return `/${(story.path || story.full_slug).replace(/^\/+/, '')}`
}

interface PreviewSigning {
  spaceId: number
  previewToken: string
  /** Unix seconds. */
  timestamp: number
  /** Milliseconds: when the editor made the frame (`_storyblok_rl`). */
  renderedAt: number
  /** The release the editor shows (`_storyblok_release`); null for the current drafts (0). */
  release: number | null
}

/**
 * The address the visual editor frames: the space's preview URL plus the story's real path or full slug, with the
 * parameters Storyblok adds (`_storyblok`, `_storyblok_c`, `_storyblok_version`, `_storyblok_lang`,
 * `_storyblok_release`, `_storyblok_rl`) and its signature `_storyblok_tk[token]` =
 * sha1("{space_id}:{preview_token}:{timestamp}"), brackets unencoded as Storyblok writes them.
 */
export async function previewUrl(
  siteOrigin: string,
  story: StoryRecord,
  { spaceId, previewToken, timestamp, renderedAt, release }: PreviewSigning,
): Promise<string> {
  const token = await sha1Hex(`${spaceId}:${previewToken}:${timestamp}`)
  const query = [
    `_storyblok=${story.id}`,
    `_storyblok_c=${encodeURIComponent(story.content.component)}`,
    '_storyblok_version=',
    '_storyblok_lang=default',
    `_storyblok_release=${release ?? 0}`,
    `_storyblok_rl=${renderedAt}`,
    `_storyblok_tk[space_id]=${spaceId}`,
    `_storyblok_tk[timestamp]=${timestamp}`,
    `_storyblok_tk[token]=${token}`,
  ].join('&')
  return `${siteOrigin.replace(/\/+$/, '')}${storyPath(story)}?${query}`
}
