/** Bytes of a hex text of `length` characters, or null when it is not one. */
function hexToBytes(hex: string, length: number): Uint8Array<ArrayBuffer> | null {
  if (hex.length !== length || !/^[\da-f]+$/i.test(hex)) return null
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  return bytes
}

const HEX_LENGTH = { 'SHA-1': 40, 'SHA-256': 64 } as const

/** True when `signature` is the hex HMAC of `message` with `secret` (Web Crypto's verify: constant time). */
export async function verifyHexHmac(hash: keyof typeof HEX_LENGTH, secret: string, message: string, signature: string): Promise<boolean> {
  const expected = hexToBytes(signature.trim(), HEX_LENGTH[hash])
  if (!expected) return false
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash }, false, ['verify'])
  return crypto.subtle.verify('HMAC', key, expected, new TextEncoder().encode(message))
}
