import { describe, expect, it } from 'vitest'
import { resolveLink } from '../links/resolveLink'
import { compactLinks } from './compactLinks'

const storyLink = {
  id: '3f2a9c1e-0000-4000-8000-000000000001',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: 'en/old-slug',
  anchor: 'team',
  story: { name: 'About us', id: 42, uuid: '3f2a9c1e-0000-4000-8000-000000000001', slug: 'about', url: 'en/about', full_slug: 'en/about' },
} as const

describe('compactLinks', () => {
  it('keeps a story link pointing where the resolved story is now, without the story object', () => {
    const compact = compactLinks(storyLink)
    expect(compact).toEqual({ linktype: 'story', fieldtype: 'multilink', cached_url: 'en/about', anchor: 'team' })
    expect(resolveLink(compact)).toEqual(resolveLink(storyLink))
  })

  it('leaves url and email links as they are, less their empty fields', () => {
    expect(compactLinks({ id: '', url: 'modal-signup', linktype: 'url', fieldtype: 'multilink', cached_url: 'modal-signup' })).toEqual({
      url: 'modal-signup',
      linktype: 'url',
      fieldtype: 'multilink',
      cached_url: 'modal-signup',
    })
    expect(compactLinks({ linktype: 'email', fieldtype: 'multilink', email: 'ops@freight.example', url: '' })).toEqual({
      linktype: 'email',
      fieldtype: 'multilink',
      email: 'ops@freight.example',
    })
  })

  it('finds links anywhere in content and leaves everything else alone', () => {
    const content = {
      component: 'settings',
      _uid: 'u',
      header_items: [{ component: 'link', _uid: 'l', title: 'About', link: storyLink }],
      footer_copyright: '',
    }
    expect(compactLinks(content)).toEqual({
      component: 'settings',
      _uid: 'u',
      header_items: [
        { component: 'link', _uid: 'l', title: 'About', link: { linktype: 'story', fieldtype: 'multilink', cached_url: 'en/about', anchor: 'team' } },
      ],
      footer_copyright: '',
    })
  })
})
