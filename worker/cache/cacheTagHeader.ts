/** Cloudflare reads at most 16 KB of `Cache-Tag` per response. */
const MAX_HEADER_BYTES = 16 * 1024

/** Carried by every tagged response: purged when a publish touches everything. */
export const EVERYTHING_TAG = 'all'
/** Carried, instead of its own, by a response whose tags would not fit: purged by every publish, so too often rather than never. */
export const TOO_MANY_TAGS = 'many'

/** A response's `Cache-Tag` header: EVERYTHING_TAG and its own tags, comma-separated, or TOO_MANY_TAGS with a warning. */
export function cacheTagHeader(tags: readonly string[], path: string): string {
  const header = [EVERYTHING_TAG, ...tags].join(',')
  if (header.length <= MAX_HEADER_BYTES) return header
  console.warn(`${path} is built from ${tags.length} tags (${header.length} bytes), more than Cache-Tag holds: it is tagged ${TOO_MANY_TAGS}`)
  return `${EVERYTHING_TAG},${TOO_MANY_TAGS}`
}
