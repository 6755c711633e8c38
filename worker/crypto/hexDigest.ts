import { toHex } from '../../shared/text/toHex'

/** A digest of a text (UTF-8) as lowercase hex: `SHA-1` for Storyblok's preview tokens, `SHA-256` for KV keys. */
export async function hexDigest(algorithm: 'SHA-1' | 'SHA-256', text: string): Promise<string> {
  const digest = await crypto.subtle.digest(algorithm, new TextEncoder().encode(text))
  return toHex(digest)
}
