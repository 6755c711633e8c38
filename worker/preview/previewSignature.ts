import type { ContentSource } from '../content/contentSource'
import { constantTimeEqual } from '../crypto/constantTimeEqual'
import { hexDigest } from '../crypto/hexDigest'

/** Storyblok's preview links are valid for an hour. */
const PREVIEW_LINK_LIFETIME_SECONDS = 60 * 60
/** Tolerated clock difference between Storyblok and the edge. */
const CLOCK_SKEW_SECONDS = 5 * 60

/**
 * What a request's editor signature is: `genuine` (signed by the visual editor within the last
 * hour), `expired` (signed by it, with the preview token, but over an hour ago or ahead of the
 * edge's clock), or `none` (no signature, a malformed or forged one, another space's).
 */
export type PreviewSignature = 'genuine' | 'expired' | 'none'

/**
 * A visual-editor request's signature: `_storyblok_tk[token]` must equal
 * sha1("{space_id}:{preview_token}:{timestamp}"), with a timestamp from the last hour to be genuine.
 */
export async function previewSignature(url: URL, source: ContentSource, nowMs = Date.now()): Promise<PreviewSignature> {
  const spaceId = url.searchParams.get('_storyblok_tk[space_id]')
  const timestamp = url.searchParams.get('_storyblok_tk[timestamp]')
  const token = url.searchParams.get('_storyblok_tk[token]')
  if (!source.previewToken || !spaceId || !timestamp || !token) return 'none'
  if (!/^\d{1,12}$/.test(spaceId) || !/^\d{1,12}$/.test(timestamp) || !/^[\da-f]{40}$/i.test(token)) return 'none'
  if (source.spaceId !== null && Number(spaceId) !== source.spaceId) return 'none'
  const expected = await hexDigest('SHA-1', `${spaceId}:${source.previewToken}:${timestamp}`)
  if (!constantTimeEqual(expected, token.toLowerCase())) return 'none'
  const age = nowMs / 1000 - Number(timestamp)
  return age > PREVIEW_LINK_LIFETIME_SECONDS || age < -CLOCK_SKEW_SECONDS ? 'expired' : 'genuine'
}
