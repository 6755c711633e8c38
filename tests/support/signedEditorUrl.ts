import { hexDigest } from '../../worker/crypto/hexDigest'

interface EditorSignature {
  spaceId: number | null
  /** Unix seconds. */
  timestamp: number
  previewToken: string | null
}

/** A page address as Storyblok's visual editor opens it: `_storyblok_tk[token]` = sha1 of `space_id:preview_token:timestamp`. */
export async function signedEditorUrl(address: string, { spaceId, timestamp, previewToken }: EditorSignature): Promise<URL> {
  const url = new URL(address)
  url.searchParams.set('_storyblok', '123')
  url.searchParams.set('_storyblok_tk[space_id]', String(spaceId))
  url.searchParams.set('_storyblok_tk[timestamp]', String(timestamp))
  url.searchParams.set('_storyblok_tk[token]', await hexDigest('SHA-1', `${spaceId}:${previewToken}:${timestamp}`))
  return url
}
