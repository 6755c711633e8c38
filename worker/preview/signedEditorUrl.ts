interface EditorSignature {
  spaceId: number | null
  /** Unix seconds. */
  timestamp: number
  previewToken: string | null
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A page address as Storyblok's visual editor opens it (for tests). */
export async function signedEditorUrl(address: string, { spaceId, timestamp, previewToken }: EditorSignature): Promise<URL> {
  const url = new URL(address)
  url.searchParams.set('_storyblok', '123')
  url.searchParams.set('_storyblok_tk[space_id]', String(spaceId))
  url.searchParams.set('_storyblok_tk[timestamp]', String(timestamp))
  url.searchParams.set('_storyblok_tk[token]', await sha1Hex(`${spaceId}:${previewToken}:${timestamp}`))
  return url
}
