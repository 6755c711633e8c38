import { describe, expect, it } from 'vitest'
import { SECTIONS } from '../../sections/sections'
import { contentModel } from '../schema/contentModel'
import type { Story } from '../storyblok'
import { readBlogPost } from '../types/blogPost'
import { readAsset } from './fields/readAsset'
import { readDate } from './fields/readDate'
import { readLink } from './fields/readLink'
import { readRichText } from './fields/readRichText'
import { readStories } from './fields/readStories'
import { isOpen, readJobOpening } from '../types/jobOpening'
import { readPage } from '../types/page'
import { readReport } from '../types/report'

function story(content: unknown, name = 'Story name'): Story {
  return { id: 1, uuid: 'u1', name, slug: 's', full_slug: 'en/blog/s', content } as Story
}

describe('field readers', () => {
  it.each([
    ['2024-05-01 08:00', '2024-05-01T08:00:00.000Z'],
    ['2024-05-01', '2024-05-01T00:00:00.000Z'],
    ['2024-05-01T08:00:00.000Z', '2024-05-01T08:00:00.000Z'],
    [' 2024-02-29 23:59 ', '2024-02-29T23:59:00.000Z'],
  ])('reads the date %j', (value, iso) => {
    expect(readDate(value)).toBe(iso)
  })

  it.each([['2023-02-29 08:00'], ['2024-13-01'], ['2024-05-01 25:00'], ['yesterday'], [''], [20240501], [null], [{}], ['2024-05-01T08:00:00+02:00']])(
    'rejects %j as a date',
    (value) => {
      expect(readDate(value)).toBeNull()
    },
  )

  it('reads an asset only with an absolute http(s) file', () => {
    expect(readAsset({ filename: 'https://a.storyblok.com/f/1/1200x800/ab/x.jpg', alt: ' A truck ' })).toEqual({
      src: 'https://a.storyblok.com/f/1/1200x800/ab/x.jpg',
      alt: 'A truck',
    })
    expect(readAsset({ filename: 'https://a.storyblok.com/f/1/x.jpg', alt: null })).toEqual({ src: 'https://a.storyblok.com/f/1/x.jpg', alt: '' })
    for (const value of [
      { filename: '' },
      { filename: 'javascript:alert(1)' },
      { filename: '//evil.example/x.jpg' },
      { filename: 42 },
      'https://a.storyblok.com/x.jpg',
      null,
      [],
    ]) {
      expect(readAsset(value), JSON.stringify(value)).toBeNull()
    }
  })

  it('reads rich text only as a document with a content array', () => {
    expect(readRichText({ type: 'doc', content: [] })).toEqual({ type: 'doc', content: [] })
    for (const value of [{ type: 'doc' }, { type: 'paragraph', content: [] }, 'text', null]) expect(readRichText(value)).toBeNull()
  })

  it('keeps the resolved stories of a relation and drops uuids and junk', () => {
    const resolved = { uuid: 'r1', full_slug: 'en/blog/r1', content: { component: 'blog_post' } }
    expect(readStories(['r0', resolved, null, 5, { uuid: 'x' }])).toEqual([resolved])
    expect(readStories('r0')).toEqual([])
  })

  it('reads a link object and nothing else', () => {
    expect(readLink({ linktype: 'url', url: 'https://example.com' })).toEqual({ linktype: 'url', url: 'https://example.com' })
    for (const value of ['https://example.com', null, [], { linktype: 'url' }]) expect(readLink(value)).toBeNull()
  })
})

describe('content types', () => {
  it('fall back to the story name and empty values when every field is missing', () => {
    expect(readBlogPost(story({ component: 'blog_post' }))).toEqual({
      title: 'Story name',
      teaser: '',
      image: null,
      category: '',
      author: null,
      date: null,
      body: null,
      related: [],
    })
    expect(readPage(story(null))).toEqual({ title: 'Story name', description: '', body: [], disableScrollToTop: false, featured: [] })
  })

  it('degrade fields of the wrong type instead of failing', () => {
    const post = readBlogPost(
      story({
        component: 'blog_post',
        title: 42,
        teaser: {},
        image: 'x.jpg',
        category: ['a'],
        author: 'a-uuid',
        date: 'soon',
        body: 'text',
        related: 'b-uuid',
      }),
    )
    expect(post).toEqual({ title: 'Story name', teaser: '', image: null, category: '', author: null, date: null, body: null, related: [] })
    expect(readReport(story({ component: 'report', gated: 'yes', file: { filename: 'ftp://x/y.pdf' } }))).toMatchObject({ gated: false, file: null })
    expect(readJobOpening(story({ component: 'job_opening', employment_type: 'SOMETIMES', date_posted: '2025-04-01 07:00' }))).toMatchObject({
      employmentType: null,
      datePosted: '2025-04-01T07:00:00.000Z',
    })
  })

  it('read a resolved author and related posts, never the post itself', () => {
    const author = {
      uuid: 'a1',
      full_slug: 'en/authors/a',
      name: 'A',
      content: { component: 'author', name: 'Anna', role: 'Editor', avatar: { filename: '' } },
    }
    const self = { uuid: 'u1', full_slug: 'en/blog/s', content: { component: 'blog_post' } }
    const other = { uuid: 'u2', full_slug: 'en/blog/t', content: { component: 'blog_post' } }
    const post = readBlogPost(story({ component: 'blog_post', author, related: [self, other] }))
    expect(post.author).toEqual({ name: 'Anna', role: 'Editor', avatar: null })
    expect(post.related).toEqual([other])
  })
})

describe('every content type the sections list', () => {
  const types = [...new Set(SECTIONS.flatMap((section) => section.types))]
  /** The fields of a component's block that hold a value (tabs only arrange the editor's form). */
  const fieldsOf = (component: string) =>
    (Object.values(contentModel.blocks).find((block) => block.name === component)?.fields as readonly { name: string; type: string; source?: string }[]).filter(
      (field) => field.type !== 'tab',
    )

  it.each(types.map((type) => [type.component, type] as const))(
    '%s: its teaser names the story by its name when its fields are missing or broken',
    (component, type) => {
      expect(type.readTeaser(story(null)).title).toBe('Story name')
      expect(type.readTeaser(story({ component })).title).toBe('Story name')
      const broken = Object.fromEntries(fieldsOf(component).map((field) => [field.name, { broken: true }]))
      expect(type.readTeaser(story({ component, ...broken })).title).toBe('Story name')
    },
  )

  it.each(types.filter((type) => type.relations).map((type) => [type.component, type] as const))(
    '%s: resolves only relations of its own that pick stories',
    (component, type) => {
      for (const relation of type.relations?.split(',') ?? []) {
        const [owner, name] = relation.split('.')
        expect(owner, relation).toBe(component)
        expect(fieldsOf(component).find((field) => field.name === name)?.source, relation).toBe('internal_stories')
      }
    },
  )
})

describe('a job opening’s lifecycle', () => {
  const validThrough = '2030-06-30T17:00:00.000Z'
  const at = Date.parse(validThrough)

  it('takes applications until its valid_through, not at it or after it; for good without one', () => {
    const dated = { validThrough, validThroughMalformed: false }
    expect(isOpen(dated, at - 1)).toBe(true)
    expect(isOpen(dated, at)).toBe(false)
    expect(isOpen(dated, at + 1)).toBe(false)
    expect(isOpen({ validThrough: null, validThroughMalformed: false }, at)).toBe(true)
  })

  it('takes none with a valid_through that is no date: the list’s query leaves it out, as its address must', () => {
    const opening = (valid_through: unknown) =>
      readJobOpening({
        uuid: 'j',
        full_slug: 'en/open-positions/driver',
        name: 'Driver',
        content: { _uid: 'c', component: 'job_opening', title: 'Driver', valid_through },
      } as unknown as Story)
    for (const value of ['2024-02-31 10:00', 'end of June', '31.06.2030']) {
      expect(opening(value).validThroughMalformed, value).toBe(true)
      expect(isOpen(opening(value), at), value).toBe(false)
    }
    for (const value of ['', '  ', undefined, null]) expect(isOpen(opening(value), at), String(value)).toBe(true)
    expect(isOpen(opening('2030-06-30 17:00'), at - 1)).toBe(true)
  })
})
