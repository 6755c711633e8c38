import { validateStory } from '@storyblok/schema'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { contentModel } from '../content/schema/contentModel'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { blokProblems, type DatasourceValues } from './blokProblems'
import { MODEL_DATASOURCES } from './modelDatasources'

// The preview's small check (the worker cannot bundle @storyblok/schema's validator) held to
// Storyblok's own validator: it flags what validateStory flags, at the same bloks, and passes
// every blok of the demo content, which validateStory passes.

type Json = Record<string, unknown>
const isBlok = (value: unknown): value is Json => typeof value === 'object' && value !== null && typeof (value as Json).component === 'string'

/** Every blok of a content tree with its path: the bloks of bloks fields and of rich text (table cells are not bloks). */
function bloks(value: unknown, path: (string | number)[] = ['content']): { blok: Json; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => bloks(item, [...path, index]))
  if (typeof value !== 'object' || value === null) return []
  const own = isBlok(value) && !String(value.component).startsWith('_table') ? [{ blok: value as Json, path: path.join('.') }] : []
  return [...own, ...Object.entries(value).flatMap(([key, nested]) => bloks(nested, [...path, key]))]
}

async function draftStories(): Promise<{ full_slug: string; content: Json }[]> {
  const stories = []
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ token: demoSpace.previewToken, version: 'draft', per_page: '100', page: String(page) })
    const batch = ((await (await fetch(`${env.STORYBLOK_LOCAL_ENDPOINT}/cdn/stories?${query}`)).json()) as { stories: { full_slug: string; content: Json }[] })
      .stories
    stories.push(...batch)
    if (batch.length < 100) return stories
  }
}

/** The demo space's datasources as a preview reads them: the values of their entries. */
async function datasources(): Promise<DatasourceValues> {
  const read = MODEL_DATASOURCES.map(async (datasource) => {
    const query = new URLSearchParams({ token: demoSpace.previewToken, datasource, per_page: '1000' })
    const { datasource_entries } = (await (await fetch(`${env.STORYBLOK_LOCAL_ENDPOINT}/cdn/datasource_entries?${query}`)).json()) as {
      datasource_entries: { value: string }[]
    }
    return [datasource, datasource_entries.map((entry) => entry.value)] as const
  })
  return Object.fromEntries(await Promise.all(read))
}

describe('blokProblems, the preview’s check against the content model', () => {
  it('finds nothing in any blok of the demo content, which Storyblok’s validator accepts', async () => {
    const stories = await draftStories()
    expect(stories.filter((story) => !validateStory(story, contentModel).ok).map((story) => story.full_slug)).toEqual([])
    const entries = await datasources()
    expect(Object.keys(entries).sort()).toEqual(['blog-categories', 'tech-categories'])
    const flagged = stories.flatMap((story) =>
      bloks(story.content).flatMap(({ blok, path }) => (blokProblems(blok, entries).length ? [`${story.full_slug} ${path}`] : [])),
    )
    expect(flagged).toEqual([])
  })

  it('flags an unknown blok, a wrong-typed field and a missing required field where validateStory does, each field by its label in the editor’s form', () => {
    const story = {
      content: {
        _uid: 'p',
        component: 'page',
        title: '',
        body: [
          { _uid: 's', component: 'section_head', title: 'Capacity', title_is_big: 'yes' },
          { _uid: 'x', component: 'legacy_slider' },
          { _uid: 'c', component: 'cta_box', title: 'Ship', links: 'not a list' },
        ],
      },
    }
    // A relation the API resolved holds the story itself: that is no wrong type.
    expect(blokProblems({ _uid: 'b', component: 'blog_post', title: 'Freight', author: { uuid: 'a', full_slug: 'en/authors/a', content: {} } })).toEqual([])
    const validator = validateStory(story, contentModel).issues.map((issue) => issue.path.join('.'))
    expect(validator).toEqual(['content.title', 'content.body.0.title_is_big', 'content.body.1.component', 'content.body.2.links'])
    const [root, head, unknown, box] = bloks(story.content).map(({ blok }) => blokProblems(blok))
    expect(root).toEqual([{ kind: 'missing', field: 'Title' }])
    expect(head).toEqual([{ kind: 'wrongType', field: 'Big title' }])
    expect(unknown).toEqual([{ kind: 'unknown', component: 'legacy_slider' }])
    expect(box).toEqual([{ kind: 'wrongType', field: 'Buttons' }])
  })

  it('flags a malformed date, which Storyblok stores as any string', () => {
    for (const date of ['next tuesday', '2024-02-31 08:00', '01.05.2024'])
      expect(blokProblems({ _uid: 'b', component: 'blog_post', title: 'Freight', date })).toEqual([{ kind: 'notADate', field: 'Publication date' }])
    for (const date of ['2024-05-01 08:00', '2024-05-01T08:00:00.000Z', ''])
      expect(blokProblems({ _uid: 'b', component: 'blog_post', title: 'Freight', date })).toEqual([])
  })

  it('flags a value outside the field’s own options where validateStory does, and outside its datasource’s entries when they were read', () => {
    const button = {
      _uid: 'b',
      component: 'button',
      title: 'Go',
      link: { fieldtype: 'multilink', id: '', linktype: 'url', url: '/go', cached_url: '/go' },
      style: 'purple',
    }
    expect(blokProblems(button)).toEqual([{ kind: 'notAnOption', field: 'Style', value: 'purple' }])
    const story = { content: { _uid: 'p', component: 'page', title: 'Prices', body: [{ _uid: 'c', component: 'cta_box', links: [button] }] } }
    expect(validateStory(story, contentModel).issues.map((issue) => [issue.code, issue.path.join('.')])).toEqual([
      ['unknown_option', 'content.body.0.links.0.style'],
    ])
    const post = { _uid: 'b', component: 'blog_post', title: 'Freight', category: 'gossip' }
    expect(blokProblems(post)).toEqual([])
    expect(blokProblems(post, { 'blog-categories': ['market-insights', 'technology'] })).toEqual([{ kind: 'notAnOption', field: 'Category', value: 'gossip' }])
    expect(blokProblems({ ...post, category: 'technology' }, { 'blog-categories': ['market-insights', 'technology'] })).toEqual([])
  })

  it('flags a required text left empty or only spaces', () => {
    for (const quote of [undefined, '', '  \n '])
      expect(blokProblems({ _uid: 'q', component: 'TextContentQuote', quote, author: 'Ana' })).toEqual([{ kind: 'missing', field: 'Quote' }])
    expect(blokProblems({ _uid: 'e', component: 'TextContentEmbed', title: 'Tour' })).toEqual([{ kind: 'missing', field: 'Video address' }])
  })

  it('flags a link of a kind its field does not take', () => {
    const link = (value: object) => ({
      _uid: 'b',
      component: 'button',
      title: 'Go',
      link: { fieldtype: 'multilink', id: '', url: '', cached_url: '', ...value },
    })
    expect(blokProblems(link({ linktype: 'url', url: 'https://example.com', cached_url: 'https://example.com' }))).toEqual([])
    expect(blokProblems(link({ linktype: 'story', id: 'uuid-1', cached_url: 'en/about' }))).toEqual([])
    // Buttons take e-mail links (email_link_type); a press clipping's address does not, and no field takes asset links.
    expect(blokProblems(link({ linktype: 'email', email: 'sales@freight.example' }))).toEqual([])
    const clipping = {
      _uid: 'c',
      component: 'press_clipping',
      title: 'In the news',
      url: { fieldtype: 'multilink', linktype: 'email', email: 'press@freight.example' },
    }
    expect(blokProblems(clipping)).toEqual([{ kind: 'wrongLinkKind', field: 'Article address' }])
    expect(blokProblems(link({ linktype: 'asset', url: 'https://a.storyblok.com/f/1/price-list.pdf' }))).toEqual([{ kind: 'wrongLinkKind', field: 'Link' }])
    // A story link that holds an address instead of a story.
    expect(blokProblems(link({ linktype: 'story', cached_url: 'https://example.com/pricing' }))).toEqual([{ kind: 'wrongLinkKind', field: 'Link' }])
    // An empty link is no link at all: of no kind, and missing where the field requires one (a button's).
    expect(blokProblems(link({ linktype: 'story' }))).toEqual([{ kind: 'missing', field: 'Link' }])
    expect(
      blokProblems({ _uid: 'n', component: 'link', title: 'Plain', link: { fieldtype: 'multilink', linktype: 'story', id: '', url: '', cached_url: '' } }),
    ).toEqual([])
  })

  it('flags a file of a kind its asset field does not take', () => {
    const asset = (filename: string) => ({ fieldtype: 'asset', id: 1, alt: '', filename })
    const post = (filename: string) => ({ _uid: 'b', component: 'blog_post', title: 'Freight', image: asset(filename) })
    expect(blokProblems(post('https://a.storyblok.com/f/1/1200x630/cover.jpg'))).toEqual([])
    expect(blokProblems(post('https://a.storyblok.com/f/1/x/rates-2024.pdf'))).toEqual([{ kind: 'wrongFileKind', field: 'Cover image' }])
    const report = (filename: string) => ({ _uid: 'r', component: 'report', title: 'Rates', file: asset(filename) })
    expect(blokProblems(report('https://a.storyblok.com/f/1/x/rates-2024.pdf'))).toEqual([])
    expect(blokProblems(report('https://a.storyblok.com/f/1/x/rates-2024.png'))).toEqual([{ kind: 'wrongFileKind', field: 'Report file (PDF)' }])
    // A file whose kind its address does not tell passes; an unset asset is no file.
    expect(blokProblems(post('https://a.storyblok.com/f/1/x/cover'))).toEqual([])
    expect(blokProblems(post(''))).toEqual([])
  })
})
