const HEX_SHA1_LENGTH = 40

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length !== HEX_SHA1_LENGTH || !/^[\da-f]+$/i.test(hex)) return null
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  return bytes
}

/** Storyblok signs a webhook with `webhook-signature`: the hex HMAC-SHA1 of the raw body. */
export async function verifyWebhookSignature(rawBody: string, signature: string | undefined, secret: string): Promise<boolean> {
  const expected = signature ? hexToBytes(signature.trim()) : null
  if (!expected) return false
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['verify'])
  return crypto.subtle.verify('HMAC', key, expected, new TextEncoder().encode(rawBody))
}
