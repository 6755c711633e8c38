import type { ReactNode } from 'react'
import { renderWithText } from '../../tests/support/renderWithText'
import { describe, expect, it } from 'vitest'
import { contentModel } from '../content/schema/contentModel'
import type { Story } from '../content/storyblok'
import { PageBody } from './PageBody'
import type { ListPageData, ListPageKind, StoryPageKind } from '../pages/PageData'
import { messagesFor } from '../i18n/messages/catalogue'
import { SECTIONS } from '../sections/sections'
import { contentTypeOf, sectionOf } from '../sections/sectionOf'

/** A story page of every kind: the home page, a page at the language root, and each content type of the sections in the first folder a route of its section shows it from. */
const STORY_KINDS: [StoryPageKind, string, string][] = [
  ['home', 'page', 'en/home'],
  ['page', 'page', 'en/about'],
  ...SECTIONS.flatMap((section) =>
    section.types.flatMap(({ component, pageKind }): [StoryPageKind, string, string][] => {
      const route = section.storyRoutes.find((candidate) => (candidate.components ?? [component]).includes(component))
      // Its root page already stands for the generic page.
      return pageKind && pageKind !== 'page' ? [[pageKind, component, `en/${route?.folders[0] ?? section.folder}/x`]] : []
    }),
  ),
]
/** Every section's list. */
const LIST_KINDS: ListPageKind[] = SECTIONS.map((section) => section.listKind)
/** Every content type the sections list, and one the site does not know. */
const COMPONENTS = [...new Set(SECTIONS.flatMap((section) => section.types.map((type) => type.component))), 'mystery']

/** Values picked by hand that tempt a reader more than a wrong type does: an image as a bare URL, an unsafe address, a document without content. */
const TEMPTING_FIELDS: Readonly<Record<string, unknown>> = {
  title: 42,
  term: ['x'],
  teaser: { text: 'x' },
  description: null,
  image: 'https://a.storyblok.com/f/1/x.jpg',
  category: { value: 'x' },
  author: 'an-unresolved-uuid',
  date: 'next Tuesday',
  body: 'plain text instead of rich text',
  definition: { type: 'doc' },
  related: 'another-uuid',
  featured: [null, 'uuid', 7],
  customer: 12,
  industry: false,
  gated: 'yes',
  file: { filename: 'javascript:alert(1)' },
  video_url: 'javascript:alert(1)',
  registration_link: { linktype: 'url', url: 'javascript:alert(1)' },
  apply_link: { linktype: 'url', url: 'javascript:alert(1)' },
  unlisted: 'maybe',
  publication: [],
  url: 'javascript:alert(1)',
  location: {},
  employment_type: 'SOMETIMES',
  department: 3,
  date_posted: '31.12.2024',
  valid_through: 1735689600,
  disable_scroll_to_top: 'no',
}
/** A value of the wrong type for a field of each type of the model. */
const WRONG_BY_FIELD_TYPE: Readonly<Record<string, unknown>> = {
  text: 42,
  textarea: 42,
  richtext: 'plain text instead of rich text',
  datetime: 'next Tuesday',
  number: 'many',
  boolean: 'maybe',
  option: { value: 'x' },
  options: 'another-uuid',
  asset: { filename: 'javascript:alert(1)' },
  multilink: { linktype: 'url', url: 'javascript:alert(1)' },
  bloks: 'plain text instead of bloks',
}
/**
 * Every field of every content type the sections list, read from the model, so that a new content
 * type's fields are covered without a line here: its hand-picked value, else a wrong one for its type.
 */
const WRONG_FIELDS = Object.fromEntries(
  Object.values(contentModel.blocks)
    .filter((block) => COMPONENTS.includes(block.name))
    .flatMap((block) => (block.fields as readonly { name: string; type: string }[]).map((field) => ({ at: `${block.name}.${field.name}`, ...field })))
    .filter((field) => field.type !== 'tab')
    .map(({ at, name, type }) => {
      if (Object.hasOwn(TEMPTING_FIELDS, name)) return [name, TEMPTING_FIELDS[name]]
      if (!Object.hasOwn(WRONG_BY_FIELD_TYPE, type)) throw new Error(`${at}: add a wrong value for a ${type} field to WRONG_BY_FIELD_TYPE`)
      return [name, WRONG_BY_FIELD_TYPE[type]]
    }),
)

function story(component: string, fullSlug: string, content: Record<string, unknown> | null): Story {
  return {
    id: 1,
    uuid: `uuid-${component}`,
    name: `Name of ${component}`,
    slug: fullSlug.split('/').pop() ?? 'x',
    full_slug: fullSlug,
    first_published_at: null,
    published_at: null,
    content: content === null ? null : { _uid: 'b', component, ...content },
  } as unknown as Story
}

/** A story page's data: its section and content type as its folder gives them. */
function storyData(kind: StoryPageKind, story: Story) {
  const section = sectionOf(story)
  return { kind, story, ...(section ? { section } : {}), type: contentTypeOf(story), now: 0 }
}

function listData(kind: ListPageKind, items: Story[]): ListPageData {
  const section = SECTIONS.find((candidate) => candidate.listKind === kind)
  if (!section) throw new Error(`no section lists ${kind}`)
  return {
    kind,
    section,
    story: null,
    items,
    now: Date.now(),
    page: 1,
    lastPage: 1,
    total: items.length,
    firstHref: '/x',
    previousHref: null,
    nextHref: null,
    tabs: [],
    tab: null,
  }
}

function render(node: ReactNode): string {
  return renderWithText(node)
}

describe('story templates with missing or malformed fields', () => {
  it.each(STORY_KINDS)('%s renders from a story with no fields, falling back to its name', (kind, component, fullSlug) => {
    const html = render(<PageBody data={storyData(kind, story(component, fullSlug, {}))} language="en" settings={null} />)
    expect(html).toContain(`<h1`)
    expect(html).toContain(`Name of ${component}`)
  })

  it.each(STORY_KINDS)('%s renders from a story whose fields have the wrong types', (kind, component, fullSlug) => {
    const html = render(
      <PageBody
        data={{ ...storyData(kind, story(component, fullSlug, WRONG_FIELDS)), adjacent: { previous: null, next: null }, category: null }}
        language="de"
        settings={null}
      />,
    )
    expect(html).toContain(`Name of ${component}`)
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('plain text instead of rich text')
  })

  it.each(STORY_KINDS)('%s renders from a story without content', (kind, component, fullSlug) => {
    expect(() => render(<PageBody data={storyData(kind, story(component, fullSlug, null))} language="fr" settings={null} />)).not.toThrow()
  })
})

describe('list templates with missing or malformed items', () => {
  it.each(LIST_KINDS)('%s renders a card for any item, broken ones included', (kind) => {
    const items = COMPONENTS.map((component) => story(component, `en/x/${component}`, WRONG_FIELDS))
    const html = render(<PageBody data={listData(kind, items)} language="en" settings={null} />)
    for (const component of COMPONENTS) expect(html).toContain(`Name of ${component}`)
    expect(html).not.toContain('javascript:')
  })

  it.each(LIST_KINDS)('%s shows an empty state without items', (kind) => {
    const html = render(<PageBody data={listData(kind, [])} language="de" settings={null} />)
    const text = messagesFor('de').templates
    expect(html).toContain(kind === 'jobOpenings' ? text.noPositions : text.noArticles)
  })
})

describe('languages', () => {
  it('write the templates’ own texts in the page language, with its plural rules', () => {
    const data: ListPageData = {
      ...listData('blogList', [story('blog_post', 'de/blog/a', {})]),
      page: 2,
      lastPage: 4,
      previousHref: '/de/blog',
      nextHref: '/de/blog/3/all',
    }
    expect(render(<PageBody data={data} language="de" settings={null} />)).toContain('Seite 2 von 4')
    expect(render(<PageBody data={data} language="fr" settings={null} />)).toContain('Page 2 sur 4')
    expect(render(<PageBody data={data} language="pl" settings={null} />)).toContain('Strona 2 z 4')
    expect(render(<PageBody data={data} language="lv" settings={null} />)).toContain('Lapa 2 no 4')
    const counted = (total: number, language: string) =>
      render(<PageBody data={{ ...data, total }} language={language} settings={null} />).match(/<p class="list__count">(.*?)<\/p>/)?.[1]
    expect([1, 2, 5, 22, 1000].map((total) => counted(total, 'pl'))).toEqual(['1 wpis', '2 wpisy', '5 wpisów', '22 wpisy', '1000 wpisów'])
    expect([1, 2, 5, 21].map((total) => counted(total, 'ru'))).toEqual(['1 запись', '2 записи', '5 записей', '21 запись'])
    expect([1, 3, 1000].map((total) => counted(total, 'en'))).toEqual(['1 entry', '3 entries', '1,000 entries'])
    expect(counted(1000, 'de')).toBe('1.000 Einträge')
    expect(counted(0, 'de')).toBeUndefined()
  })
})
