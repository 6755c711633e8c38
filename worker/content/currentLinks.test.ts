import { describe, expect, it } from 'vitest'
import { pointLinksAtCurrentSlugs } from './currentLinks'

const MOVED = '11111111-1111-4111-8111-111111111111'
const GONE = '22222222-2222-4222-8222-222222222222'
const slugOf = new Map([[MOVED, 'de/blog/new-name']])

describe('links to stories point at their current addresses', () => {
  it('rewrites multilinks and rich text links by their target uuid, at any depth, and leaves the rest as saved', () => {
    const content = {
      component: 'page',
      cta: { id: MOVED, linktype: 'story', fieldtype: 'multilink', cached_url: 'de/blog/old-name', anchor: 'intro' },
      unknown: { id: GONE, linktype: 'story', fieldtype: 'multilink', cached_url: 'de/blog/gone' },
      external: { id: MOVED, linktype: 'url', url: 'https://example.com', cached_url: 'https://example.com' },
      body: [
        {
          component: 'rich_text',
          text: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'read', marks: [{ type: 'link', attrs: { href: '/de/blog/old-name', uuid: MOVED, linktype: 'story', anchor: null } }] },
                  { type: 'text', text: 'gone', marks: [{ type: 'link', attrs: { href: '/de/blog/gone', uuid: GONE, linktype: 'story' } }] },
                ],
              },
            ],
          },
        },
      ],
    }
    pointLinksAtCurrentSlugs(content, slugOf)
    expect(content.cta).toMatchObject({ cached_url: 'de/blog/new-name', anchor: 'intro' })
    expect(content.unknown.cached_url).toBe('de/blog/gone')
    expect(content.external.cached_url).toBe('https://example.com')
    const [moved, gone] = content.body[0]?.text.content[0]?.content ?? []
    expect(moved?.marks[0]?.attrs.href).toBe('/de/blog/new-name')
    expect(gone?.marks[0]?.attrs.href).toBe('/de/blog/gone')
  })
})
