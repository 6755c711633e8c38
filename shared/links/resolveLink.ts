import type { Multilink } from '../content/storyblok'
import { DEFAULT_LANGUAGE } from '../i18n/languages'

/** Link targets that open a start modal instead of navigating. */
const MODAL_LINKS = { 'modal-signup': 'signup', 'modal-login': 'login' } as const
export type StartModalKind = (typeof MODAL_LINKS)[keyof typeof MODAL_LINKS]

export type ResolvedLink =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'email'; href: string }
  | { kind: 'phone'; href: string }
  | { kind: 'modal'; modal: StartModalKind }

const REFUSED_PROTOCOL = /^\s*(javascript|vbscript|data|blob):/i
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i
const DROPPED_SEGMENTS = new Set(['pages', 'home'])
/** What a phone number may look like once spaces, dots, dashes and brackets are dropped. */
const PHONE_NUMBER = /^\+?\d{2,20}$/
const PHONE_SEPARATORS = /[\s().-]/g
/** A stand-in origin: relative targets are resolved against the site's root, as a browser there would. */
const SITE = 'https://site.invalid'

/**
 * The site path of a Storyblok full slug or internal path: '/pages' and '/home' segments
 * dropped, '/press/posts' shortened to '/press', no trailing slash, no '/en' prefix.
 */
export function sitePath(slugOrPath: string): string {
  const segments = slugOrPath.split('/').filter((segment) => segment !== '' && !DROPPED_SEGMENTS.has(segment))
  const postsAt = segments.findIndex((segment, index) => segment === 'posts' && segments[index - 1] === 'press')
  if (postsAt > 0) segments.splice(postsAt, 1)
  if (segments[0] === DEFAULT_LANGUAGE) segments.shift()
  return '/' + segments.join('/')
}

/**
 * What a browser's URL parser makes of a target before anything else: leading and trailing
 * controls and spaces dropped, tabs and newlines removed, backslashes read as slashes. Checking
 * the normalized form is what keeps `/\\evil.com` or `java\tscript:` from slipping through.
 */
function browserNormalized(target: string | undefined): string {
  return (
    (target ?? '')
      // eslint-disable-next-line no-control-regex -- the URL parser strips leading and trailing C0 controls and spaces: so does this
      .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
      .replace(/[\t\n\r]/g, '')
      .replace(/\\/g, '/')
  )
}

function withAnchor(path: string, anchor: string | undefined): string {
  const clean = anchor?.replace(/^#/, '').trim()
  return clean ? `${path}#${encodeURIComponent(clean)}` : path
}

function splitHash(value: string): [string, string | undefined] {
  const at = value.indexOf('#')
  return at === -1 ? [value, undefined] : [value.slice(0, at), value.slice(at + 1)]
}

/**
 * Every link the site renders goes through here (the link rules). Returns null for
 * an empty link or one whose target is refused (javascript:, vbscript:, data:, blob:).
 */
export function resolveLink(link: Multilink | string | null | undefined): ResolvedLink | null {
  if (!link) return null
  const field: Multilink = typeof link === 'string' ? { url: link, linktype: 'url' } : link
  const target = browserNormalized(field.linktype === 'story' ? (field.story?.full_slug ?? field.cached_url) : (field.url ?? field.cached_url))

  if (field.linktype === 'email') {
    const address = (field.email ?? target).replace(/^mailto:/i, '')
    return address && !REFUSED_PROTOCOL.test(address) ? { kind: 'email', href: `mailto:${address}` } : null
  }
  if (target in MODAL_LINKS) return { kind: 'modal', modal: MODAL_LINKS[target as keyof typeof MODAL_LINKS] }
  if (!target && !field.anchor) return null
  if (REFUSED_PROTOCOL.test(target)) return null
  if (/^mailto:/i.test(target)) return target.length > 'mailto:'.length ? { kind: 'email', href: target } : null
  if (/^tel:/i.test(target)) {
    const number = target.slice('tel:'.length).replace(PHONE_SEPARATORS, '')
    return PHONE_NUMBER.test(number) ? { kind: 'phone', href: `tel:${number}` } : null
  }
  if (field.linktype === 'asset' || /^https?:/i.test(target) || target.startsWith('//')) {
    return { kind: 'external', href: target.startsWith('//') ? `https:${target}` : target }
  }
  if (ABSOLUTE_URL.test(target)) return null
  const [path, hash] = splitHash(target)
  if (!path || field.linktype === 'story') return { kind: 'internal', href: withAnchor(path ? sitePath(path) : '', field.anchor ?? hash) }
  // A relative url: resolved against the site's root, it stays on this site (same tab).
  const resolved = new URL(path, `${SITE}/`)
  if (resolved.origin !== SITE) return null
  return { kind: 'internal', href: withAnchor(sitePath(resolved.pathname) + resolved.search, field.anchor ?? hash) }
}
