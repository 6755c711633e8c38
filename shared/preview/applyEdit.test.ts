import { describe, expect, it } from 'vitest'
import type { Story } from '../content/storyblok'
import type { ListPageData, StoryPageData } from '../pages/PageData'
import { applyEdit } from './applyEdit'
import type { PreviewState } from './PreviewState'
import { PAGE_TYPE, sectionById } from '../sections/sections'

function story(uuid: string, fullSlug: string, content: Record<string, unknown>): Story {
  return { uuid, full_slug: fullSlug, name: uuid, id: 1, content: { _uid: `${uuid}-c`, ...content } } as unknown as Story
}

const page = story('p', 'en/about', { component: 'page', title: 'About' })
const storyState: PreviewState = {
  language: 'en',
  editorLanguage: 'en',
  languages: [
    { language: 'en', href: '/about', fallback: false },
    { language: 'de', href: '/de', fallback: true },
  ],
  settings: { _uid: 's', component: 'settings', footer_copyright: '©' },
  data: { kind: 'page', story: page, type: PAGE_TYPE, now: 0 } satisfies StoryPageData,
  resolveRelations: [],
  resolveLinks: null,
  datasources: {},
  seoProblems: [],
  redirectProblems: [],
  editorOrigins: ['https://app.storyblok.com'],
}
const job = story('j', 'en/open-positions/driver', { component: 'job_opening', title: 'Driver' })
const listState: PreviewState = {
  ...storyState,
  data: {
    kind: 'jobOpenings',
    section: sectionById('open-positions'),
    story: null,
    items: [job],
    now: 0,
    page: 1,
    lastPage: 1,
    total: 1,
    firstHref: '/open-positions',
    previousHref: null,
    nextHref: null,
    tabs: [],
    tab: null,
  } satisfies ListPageData,
}

describe('applyEdit', () => {
  it('puts the edited story in place of the page’s own', () => {
    const next = applyEdit(storyState, { ...page, content: { ...page.content, title: 'Edited' } })
    expect(next.data.story?.content.title).toBe('Edited')
    expect(next.settings).toBe(storyState.settings)
  })

  it('updates a listed story (job openings show each story in full)', () => {
    const next = applyEdit(listState, { ...job, content: { ...job.content, title: 'Night driver' } })
    expect((next.data as ListPageData).items[0]?.content.title).toBe('Night driver')
  })

  it('takes this language’s _settings as the shell’s settings, links reduced as the server reduces them', () => {
    const link = { fieldtype: 'multilink', linktype: 'story', id: 'u1', cached_url: 'en/old', story: { full_slug: 'en/new' }, url: '' }
    const settings = story('s', 'en/_settings', {
      component: 'settings',
      footer_copyright: '© edited',
      header_ctas: [{ _uid: 'b', component: 'button', link }],
    })
    const next = applyEdit(storyState, settings)
    expect(next.settings?.footer_copyright).toBe('© edited')
    expect(next.settings?.header_ctas?.[0]?.link).toEqual({ fieldtype: 'multilink', linktype: 'story', cached_url: 'en/new' })
  })

  it('ignores another language’s settings, other stories and anything that is not a story', () => {
    expect(applyEdit(storyState, story('s', 'de/_settings', { component: 'settings' }))).toBe(storyState)
    expect(applyEdit(storyState, story('x', 'en/other', { component: 'page' }))).toBe(storyState)
    for (const junk of [null, 'story', { uuid: 'p' }, { uuid: 'p', full_slug: 'en/about', content: null }]) expect(applyEdit(storyState, junk)).toBe(storyState)
  })
})
