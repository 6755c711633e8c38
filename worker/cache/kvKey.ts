import { hexDigest } from '../crypto/hexDigest'

/** KV keys are at most 512 bytes; longer ones keep a readable start and a hash of the whole. */
const MAX_PLAIN_KEY_BYTES = 400
const READABLE_PREFIX_LENGTH = 100

/** UTF-8 takes at most this many bytes for one UTF-16 code unit. */
const MAX_BYTES_PER_CODE_UNIT = 3

export async function kvKey(prefix: string, key: string): Promise<string> {
  const plain = prefix + key
  // Most keys are short enough to need no encoding to know they fit.
  if (plain.length * MAX_BYTES_PER_CODE_UNIT <= MAX_PLAIN_KEY_BYTES || new TextEncoder().encode(plain).length <= MAX_PLAIN_KEY_BYTES) return plain
  return `${prefix}${key.slice(0, READABLE_PREFIX_LENGTH)}#${await hexDigest('SHA-256', key)}`
}
