import type { ContentSource } from '../content/contentSource'
import { hexDigest } from '../crypto/hexDigest'

/** Storyblok's preview links are valid for an hour. */
const PREVIEW_LINK_LIFETIME_SECONDS = 60 * 60
/** Tolerated clock difference between Storyblok and the edge. */
const CLOCK_SKEW_SECONDS = 5 * 60

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

/**
 * True only for a genuine visual-editor request: `_storyblok_tk[token]` must equal
 * sha1("{space_id}:{preview_token}:{timestamp}") with a timestamp from the last hour.
 */
export async function verifyPreviewRequest(url: URL, source: ContentSource, nowMs = Date.now()): Promise<boolean> {
  const spaceId = url.searchParams.get('_storyblok_tk[space_id]')
  const timestamp = url.searchParams.get('_storyblok_tk[timestamp]')
  const token = url.searchParams.get('_storyblok_tk[token]')
  if (!source.previewToken || !spaceId || !timestamp || !token) return false
  if (!/^\d{1,12}$/.test(spaceId) || !/^\d{1,12}$/.test(timestamp) || !/^[\da-f]{40}$/i.test(token)) return false
  if (source.spaceId !== null && Number(spaceId) !== source.spaceId) return false
  const age = nowMs / 1000 - Number(timestamp)
  if (age > PREVIEW_LINK_LIFETIME_SECONDS || age < -CLOCK_SKEW_SECONDS) return false
  const expected = await hexDigest('SHA-1', `${spaceId}:${source.previewToken}:${timestamp}`)
  return constantTimeEqual(expected, token.toLowerCase())
}
