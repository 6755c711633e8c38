/** KV keys are at most 512 bytes; longer ones keep a readable start and a hash of the whole. */
const MAX_PLAIN_KEY_BYTES = 400
const READABLE_PREFIX_LENGTH = 100

export async function kvKey(prefix: string, key: string): Promise<string> {
  const plain = prefix + key
  if (new TextEncoder().encode(plain).length <= MAX_PLAIN_KEY_BYTES) return plain
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${prefix}${key.slice(0, READABLE_PREFIX_LENGTH)}#${hex}`
}
