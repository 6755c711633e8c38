import { describe, expect, it } from 'vitest'
import { withoutBrokenBloks } from './withoutBrokenBloks'

const link = (uid: string, title: string) => ({ _uid: uid, component: 'link', title })

describe('withoutBrokenBloks, the settings as visitors get them', () => {
  it('leaves out, at any depth, a blok the model does not know or its field does not take', () => {
    const settings = {
      _uid: 's',
      component: 'settings',
      header_items: [
        link('a', 'About'),
        { _uid: 'm', component: 'mega_menu', title: 'Everything' },
        { _uid: 'l', component: 'link-list', title: 'Resources', links: [link('b', 'Blog'), { _uid: 'x', component: 'cta_box', title: 'Misplaced' }] },
      ],
      footer_bottom_links: [link('i', 'Imprint')],
    }
    const shown = withoutBrokenBloks(settings)
    expect(shown.header_items).toEqual([link('a', 'About'), { _uid: 'l', component: 'link-list', title: 'Resources', links: [link('b', 'Blog')] }])
    // What holds nothing broken stays the very same object (islands key frozen content by identity).
    expect(shown.footer_bottom_links).toBe(settings.footer_bottom_links)
    expect(shown.header_items[0]).toBe(settings.header_items[0])
    expect(Object.isFrozen(shown)).toBe(true)
    expect(withoutBrokenBloks(settings)).toBe(shown)
  })

  it('returns settings with nothing broken as they are', () => {
    const settings = { _uid: 's', component: 'settings', header_items: [link('a', 'About')] }
    expect(withoutBrokenBloks(settings)).toBe(settings)
    expect(withoutBrokenBloks(null)).toBeNull()
  })
})
