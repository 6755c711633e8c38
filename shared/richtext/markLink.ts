import type { Multilink } from '../content/storyblok'

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** The multilink a rich text `link` mark stands for (target and custom attributes included), so it resolves like every other link. */
export function markLink(attrs: Record<string, unknown> | undefined): Multilink {
  const href = text(attrs?.href) ?? ''
  const anchor = text(attrs?.anchor)
  const extras: Pick<Multilink, 'target' | 'custom'> = {
    target: attrs?.target === '_blank' || attrs?.target === '_self' ? attrs.target : undefined,
    custom: attrs?.custom,
  }
  switch (attrs?.linktype) {
    case 'story':
      return { linktype: 'story', cached_url: href, anchor, story: attrs.story as Multilink['story'], ...extras }
    case 'email':
      return { linktype: 'email', email: href, ...extras }
    case 'asset':
      return { linktype: 'asset', url: href, ...extras }
    default:
      return { linktype: 'url', url: href, anchor, ...extras }
  }
}
