import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Story } from '../content/storyblok'
import type { StoryPageData } from '../pages/PageData'
import { PAGE_TYPE } from '../sections/sections'
import { BlokNoticesContext } from '../editor/BlokNoticesContext'
import { previewNotices } from '../editor/previewNotices'
import { AfterSaveNotice } from '../editor/AfterSaveNotice'
import type { PreviewState } from './PreviewState'
import { shownAfterSave } from './shownAfterSave'

const author = { uuid: 'author-1', full_slug: 'en/authors/ana', content: { component: 'author', name: 'Ana' } }
const post = {
  uuid: 'post-1',
  full_slug: 'en/blog/capacity',
  name: 'Capacity',
  id: 1,
  published_at: '2026-01-01T00:00:00.000Z',
  content: { _uid: 'c', component: 'blog_post', title: 'Capacity', category: 'market-insights', author, related: [] },
} as unknown as Story

const state: PreviewState = {
  language: 'en',
  editorLanguage: 'en',
  languages: [],
  settings: null,
  data: { kind: 'blogPost', story: post, type: PAGE_TYPE, now: 0 } as unknown as StoryPageData,
  resolveRelations: ['blog_post.author', 'blog_post.related'],
  resolveLinks: null,
  datasources: {},
  seoProblems: [],
  redirectProblems: [],
  editorOrigins: [],
}

const edited = (content: Record<string, unknown>) => ({ uuid: post.uuid, full_slug: post.full_slug, content: { ...post.content, ...content } })

describe('shownAfterSave', () => {
  it('names a changed option whose name comes from a datasource (a category), by its label', () => {
    expect(shownAfterSave(state, edited({ category: 'technology' }))).toEqual(['Category'])
  })

  it('names a story picker only where the editor sent new stories unresolved, not where it resolved them or one was removed', () => {
    expect(shownAfterSave(state, edited({ related: ['uuid-of-a-new-post'] }))).toEqual(['Related articles'])
    expect(shownAfterSave(state, edited({ related: [{ ...author, uuid: 'post-2', content: { component: 'blog_post', title: 'Other' } }] }))).toEqual([])
    expect(shownAfterSave(state, edited({ author: '' }))).toEqual([])
  })

  it('names nothing for what the live view shows at once, or an edit put back', () => {
    expect(shownAfterSave(state, edited({ title: 'Capacity, revised' }))).toEqual([])
    expect(shownAfterSave(state, edited({ category: 'market-insights' }))).toEqual([])
    expect(shownAfterSave(state, { uuid: 'another-story', full_slug: 'en/blog/other', content: post.content })).toEqual([])
    expect(shownAfterSave(state, undefined)).toEqual([])
  })

  it('is said in the live preview, in the editor’s language, and nowhere else', () => {
    const render = (language: string) =>
      renderToString(
        <BlokNoticesContext value={previewNotices({ editorLanguage: language, datasources: {} })}>
          <AfterSaveNotice fields={['Category', 'Related articles']} />
        </BlokNoticesContext>,
      )
    expect(render('en')).toContain('Your change to Category, Related articles shows after Save')
    expect(render('de')).toContain('Ihre Änderung an Category, Related articles erscheint nach dem Speichern')
    expect(renderToString(<AfterSaveNotice fields={['Category']} />)).toBe('')
  })
})
