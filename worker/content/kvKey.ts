import { hexDigest } from '../crypto/hexDigest'

/** KV keys are at most 512 bytes; longer ones keep a readable start and a hash of the whole. */
const MAX_PLAIN_KEY_BYTES = 400
const READABLE_PREFIX_LENGTH = 100

export async function kvKey(prefix: string, key: string): Promise<string> {
  const plain = prefix + key
  if (new TextEncoder().encode(plain).length <= MAX_PLAIN_KEY_BYTES) return plain
  return `${prefix}${key.slice(0, READABLE_PREFIX_LENGTH)}#${await hexDigest('SHA-256', key)}`
}
