type Json = Record<string, unknown>

/** Finds a story's uuid by its full slug (the stories the story picker offers). */
export type StoryUuid = (fullSlug: string) => string | undefined

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A new multilink in Storyblok's editor links a story until another type is chosen. */
const DEFAULT_LINK_TYPE = 'story'

/**
 * A multilink as the panel edits it: a link type and one target, the story's full slug, the URL or
 * the e-mail address; written back in the shape Storyblok stores for the type (a story link is
 * the story's uuid in `id` plus its full slug in `cached_url`; a URL link the URL in `url` and
 * `cached_url`; an e-mail link `email`).
 */
export const multilinkValue = {
  /** An unset link of a type, as Storyblok stores one. */
  empty(linktype: string): Json {
    return { id: '', url: '', linktype, fieldtype: 'multilink', cached_url: '', ...(linktype === 'email' ? { email: '' } : {}) }
  },

  linktype(link: unknown): string {
    return isObject(link) && typeof link.linktype === 'string' && link.linktype ? link.linktype : DEFAULT_LINK_TYPE
  },

  target(link: unknown): string {
    if (!isObject(link)) return ''
    if (link.linktype === 'email') return text(link.email)
    if (link.linktype === 'story') return text(link.cached_url)
    return text(link.url) || text(link.cached_url)
  },

  /** The link with a new target; a story's full slug is looked up for its uuid (none: `id` stays empty, as for a story Storyblok no longer has). */
  withTarget(link: unknown, target: string, storyUuid: StoryUuid): Json {
    const linktype = multilinkValue.linktype(link)
    const base = { ...multilinkValue.empty(linktype), ...(isObject(link) ? link : {}) }
    if (linktype === 'story') {
      const fullSlug = target.trim().replace(/^\/+/, '')
      return { ...base, id: storyUuid(fullSlug) ?? '', url: '', cached_url: fullSlug }
    }
    if (linktype === 'email') return { ...base, id: '', url: '', cached_url: '', email: target }
    return { ...base, id: '', url: target, cached_url: target }
  },

  /** An empty link of another type: the old target means nothing to the new type. Opening in a new tab stays as it was. */
  retyped(link: unknown, linktype: string): Json {
    const opensNewTab = isObject(link) && typeof link.target === 'string' ? { target: link.target } : {}
    return { ...multilinkValue.empty(linktype), ...opensNewTab }
  },
}
