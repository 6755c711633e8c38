import { describe, expect, it } from 'vitest'
import { resolveLink, sitePath } from './resolveLink'

describe('resolveLink', () => {
  it.each([
    ['en/pages/about', '/about'],
    ['en/home', '/'],
    ['de/home', '/de'],
    ['de/pages/kontakt', '/de/kontakt'],
    ['en/press/posts/new-hub', '/press/new-hub'],
    ['fr/press/posts/new-hub/', '/fr/press/new-hub'],
    ['en/blog/green-corridors/', '/blog/green-corridors'],
    ['en', '/'],
    ['en/', '/'],
  ])('story link %s → %s', (fullSlug, href) => {
    expect(resolveLink({ linktype: 'story', cached_url: fullSlug, id: 'x' })).toEqual({ kind: 'internal', href })
  })

  it('prefers the resolved story over the cached url', () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'en/old', story: { full_slug: 'de/pages/neu' } })).toEqual({ kind: 'internal', href: '/de/neu' })
  })

  it('keeps an anchor on internal links', () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'en/pages/about', anchor: 'team' })).toEqual({ kind: 'internal', href: '/about#team' })
    expect(resolveLink('/en/blog/x#part-2')).toEqual({ kind: 'internal', href: '/blog/x#part-2' })
    expect(resolveLink({ linktype: 'story', cached_url: '', anchor: 'top' })).toEqual({ kind: 'internal', href: '#top' })
  })

  it('opens url, asset and http links in a new tab', () => {
    expect(resolveLink({ linktype: 'url', url: 'https://example.com/a' })).toEqual({ kind: 'external', href: 'https://example.com/a' })
    expect(resolveLink({ linktype: 'asset', url: 'https://a.storyblok.com/f/1/report.pdf' })).toEqual({
      kind: 'external',
      href: 'https://a.storyblok.com/f/1/report.pdf',
    })
    expect(resolveLink('http://example.com')).toEqual({ kind: 'external', href: 'http://example.com' })
    expect(resolveLink('//cdn.example.com/x')).toEqual({ kind: 'external', href: 'https://cdn.example.com/x' })
  })

  it('turns email links into mailto', () => {
    expect(resolveLink({ linktype: 'email', email: 'sales@freight.example' })).toEqual({ kind: 'email', href: 'mailto:sales@freight.example' })
    expect(resolveLink({ linktype: 'email', url: 'mailto:ops@freight.example' })).toEqual({ kind: 'email', href: 'mailto:ops@freight.example' })
  })

  it('recognises the start-modal targets', () => {
    expect(resolveLink({ linktype: 'url', url: 'modal-signup', cached_url: 'modal-signup' })).toEqual({ kind: 'modal', modal: 'signup' })
    expect(resolveLink({ linktype: 'url', url: 'modal-login' })).toEqual({ kind: 'modal', modal: 'login' })
  })

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'vbscript:msgbox', 'data:text/html,<script>', 'blob:https://x/1', 'ftp://x'])('refuses %s', (url) => {
    expect(resolveLink({ linktype: 'url', url })).toBeNull()
  })

  it('ignores empty links', () => {
    expect(resolveLink(undefined)).toBeNull()
    expect(resolveLink({ linktype: 'story', id: '', url: '', cached_url: '' })).toBeNull()
  })
})

describe('resolveLink and hosts', () => {
  it.each(['%2F%2Fevil.com', '/%2F%2Fevil.com', '/%5Cevil.com'])('keeps %j on the site', (url) => {
    const link = resolveLink({ linktype: 'url', url })
    expect(link?.kind).toBe('internal')
    const href = link?.kind === 'internal' ? link.href : ''
    expect(new URL(href, 'https://www.freight.example/de/blog').host).toBe('www.freight.example')
  })

  it.each([
    'JAVASCRIPT:alert(1)',
    '  vbscript:x',
    'Data:text/html,x',
    'BLOB:https://x/1',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\nscript:alert(1)',
  ])('refuses %j in any case', (url) => {
    expect(resolveLink({ linktype: 'url', url })).toBeNull()
    expect(resolveLink({ linktype: 'story', cached_url: url })).toBeNull()
  })

  it('keeps query and fragment of internal links', () => {
    expect(resolveLink('en/blog/x?y=1#z')).toEqual({ kind: 'internal', href: '/blog/x?y=1#z' })
  })

  // Browsers read a backslash as a slash and drop tabs and newlines, so these are protocol-relative
  // URLs: they are shown for what they are (external, new tab), never as an internal path.
  it.each(['\\\\evil.com', '/\\evil.com', '/\t/evil.com', '/\n/evil.com'])('treats %j as the external link a browser would follow', (url) => {
    expect(resolveLink({ linktype: 'url', url })).toEqual({ kind: 'external', href: 'https://evil.com' })
  })
})

describe('sitePath', () => {
  it('removes only whole /pages and /home segments', () => {
    expect(sitePath('en/homes-for-trucks')).toBe('/homes-for-trucks')
    expect(sitePath('de/pagesize')).toBe('/de/pagesize')
    expect(sitePath('en/blog/posts/x')).toBe('/blog/posts/x')
  })
})
