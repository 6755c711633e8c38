import type { Multilink } from '../../storyblok'

/** A multilink field, or null when it is missing or not a link object; resolveLink decides what it may point to. */
export function readLink(value: unknown): Multilink | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const link = value as Multilink
  return typeof link.url === 'string' || typeof link.cached_url === 'string' || typeof link.email === 'string' ? link : null
}
