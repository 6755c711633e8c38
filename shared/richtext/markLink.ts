import type { Multilink } from '../content/storyblok'

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** The multilink a rich text `link` mark stands for, so it resolves like every other link. */
export function markLink(attrs: Record<string, unknown> | undefined): Multilink {
  const href = text(attrs?.href) ?? ''
  const anchor = text(attrs?.anchor)
  switch (attrs?.linktype) {
    case 'story':
      return { linktype: 'story', cached_url: href, anchor, story: attrs.story as Multilink['story'] }
    case 'email':
      return { linktype: 'email', email: href }
    case 'asset':
      return { linktype: 'asset', url: href }
    default:
      return { linktype: 'url', url: href, anchor }
  }
}
