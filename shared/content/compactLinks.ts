import type { Multilink } from './storyblok'

function isMultilink(value: object): value is Multilink {
  return (value as Multilink).fieldtype === 'multilink'
}

function compactLink({ story, id: _uuid, ...link }: Multilink): Multilink {
  const compact: Multilink = {}
  for (const [field, value] of Object.entries(link)) if (value !== '' && value !== undefined && value !== null) compact[field] = value
  const current = story?.full_slug
  if (link.linktype === 'story' && current) compact.cached_url = current
  return compact
}

/**
 * Content whose multilinks keep only what the site renders from them: the resolved story's
 * current full slug becomes `cached_url`, and the embedded story, the link's uuid and empty
 * fields go. Settings travel to the browser as island props, so this is most of their weight.
 */
export function compactLinks<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compactLinks) as T
  if (value === null || typeof value !== 'object') return value
  if (isMultilink(value)) return compactLink(value) as T
  return Object.fromEntries(Object.entries(value).map(([field, nested]) => [field, compactLinks(nested)])) as T
}
