import { kvKey } from './kvKey'

/** Where content entries live in KV (readThroughCache). */
const KEY_PREFIX = 'content/v1/'

/** A content entry's key in KV. */
export function contentKvKey(key: string): Promise<string> {
  return kvKey(KEY_PREFIX, key)
}
