import { describe, expect, it } from 'vitest'
import { resolveLink } from '../links/resolveLink'
import { compactSettings } from './compactSettings'

const storyLink = {
  id: '3f2a9c1e-0000-4000-8000-000000000001',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: 'en/old-slug',
  anchor: 'team',
  story: { name: 'About us', id: 42, uuid: '3f2a9c1e-0000-4000-8000-000000000001', slug: 'about', url: 'en/about', full_slug: 'en/about' },
} as const

describe('compactSettings', () => {
  it('keeps a story link pointing where the resolved story is now, without the story object', () => {
    const compact = compactSettings(storyLink)
    expect(compact).toEqual({ linktype: 'story', fieldtype: 'multilink', cached_url: 'en/about', anchor: 'team' })
    expect(resolveLink(compact)).toEqual(resolveLink(storyLink))
  })

  it('leaves url and email links as they are, less their empty fields', () => {
    expect(compactSettings({ id: '', url: 'modal-signup', linktype: 'url', fieldtype: 'multilink', cached_url: 'modal-signup' })).toEqual({
      url: 'modal-signup',
      linktype: 'url',
      fieldtype: 'multilink',
      cached_url: 'modal-signup',
    })
    expect(compactSettings({ linktype: 'email', fieldtype: 'multilink', email: 'ops@freight.example', url: '' })).toEqual({
      linktype: 'email',
      fieldtype: 'multilink',
      email: 'ops@freight.example',
    })
  })

  it('finds links anywhere in content, drops empty fields and unset assets, and keeps rich text as it is', () => {
    const unsetAsset = { id: null, alt: null, name: '', focus: null, title: null, source: '', filename: '', copyright: null, fieldtype: 'asset', meta_data: {} }
    const logo = { id: 7, alt: 'Freight', filename: 'https://a.storyblok.com/f/1/logo.svg', fieldtype: 'asset', title: '' }
    const banner = { type: 'doc', content: [{ type: 'paragraph', attrs: { textAlign: null }, content: [{ type: 'text', text: 'New' }] }] }
    const content = {
      component: 'settings',
      _uid: 'u',
      header_items: [{ component: 'link', _uid: 'l', title: 'About', link: storyLink, icon: '', custom_icon: unsetAsset, icon_is_before: false }],
      header_image: logo,
      footer_copyright: '',
      topnotification_richtext: banner,
    }
    expect(compactSettings(content)).toEqual({
      component: 'settings',
      _uid: 'u',
      header_items: [
        {
          component: 'link',
          _uid: 'l',
          title: 'About',
          link: { linktype: 'story', fieldtype: 'multilink', cached_url: 'en/about', anchor: 'team' },
          icon_is_before: false,
        },
      ],
      header_image: { id: 7, alt: 'Freight', filename: 'https://a.storyblok.com/f/1/logo.svg', fieldtype: 'asset' },
      topnotification_richtext: banner,
    })
  })

  it('returns one frozen object per settings object: every request of a content version shares it, and nothing may change it', () => {
    const content = { component: 'settings', header_items: [{ component: 'link', title: 'About', link: storyLink }] }
    const compact = compactSettings(content)
    expect(compactSettings(content)).toBe(compact)
    expect(Object.isFrozen(compact)).toBe(true)
    expect(Object.isFrozen(compact.header_items)).toBe(true)
    expect(Object.isFrozen(compact.header_items[0]?.link)).toBe(true)
    expect(() => {
      ;(compact as { component: string }).component = 'changed'
    }).toThrow(TypeError)
  })
})
