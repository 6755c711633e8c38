import { validateStory } from '@storyblok/schema'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { contentModel } from '../content/model/contentModel'
import { demoSpace } from '../../storyblok-local/demoSpace'
import { blokProblems } from './blokProblems'

// The preview's small check (the worker cannot bundle @storyblok/schema's validator) held to
// Storyblok's own validator on the demo content: where validateStory reports an error, the check
// points at the same field of the same blok, and where validateStory accepts a story, the check
// flags none of its bloks.

type Json = Record<string, unknown>
interface DraftStory {
  full_slug: string
  content: Json
}

const isBlok = (value: unknown): value is Json => typeof value === 'object' && value !== null && typeof (value as Json).component === 'string'

/** Every blok of a content tree with its path: the bloks of bloks fields and of rich text (table cells are not bloks). */
function bloks(value: unknown, path: (string | number)[] = ['content']): { blok: Json; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => bloks(item, [...path, index]))
  if (typeof value !== 'object' || value === null) return []
  const own = isBlok(value) && !String(value.component).startsWith('_table') ? [{ blok: value, path: path.join('.') }] : []
  return [...own, ...Object.entries(value).flatMap(([key, nested]) => bloks(nested, [...path, key]))]
}

/** Where the check points, as validateStory names it: a blok's field, or the component of an unknown blok. */
function checkedPaths(story: DraftStory): string[] {
  const pointsAt = ({ blok, path }: { blok: Json; path: string }) =>
    blokProblems(blok).map((problem) => `${path}.${problem.kind === 'unknown' ? 'component' : problem.field}`)
  return bloks(story.content).flatMap(pointsAt).sort()
}

const validatorErrorPaths = (story: DraftStory) =>
  validateStory(story, contentModel)
    .issues.filter((issue) => issue.severity === 'error')
    .map((issue) => issue.path.join('.'))
    .sort()

function cdn(path: string, params: Record<string, string>): Promise<unknown> {
  const query = new URLSearchParams({ token: demoSpace.previewToken, version: 'draft', ...params })
  return fetch(`${env.STORYBLOK_LOCAL_ENDPOINT}/cdn/${path}?${query}`).then((response) => response.json())
}

async function draftStories(): Promise<DraftStory[]> {
  const stories = []
  for (let page = 1; ; page++) {
    const { stories: batch } = (await cdn('stories', { per_page: '100', page: String(page) })) as { stories: DraftStory[] }
    stories.push(...batch)
    if (batch.length < 100) return stories
  }
}

const draft = async (fullSlug: string) => structuredClone(((await cdn(`stories/${fullSlug}`, {})) as { story: DraftStory }).story)

describe('blokProblems, the preview’s check against the content model', () => {
  it('flags no blok of the demo stories Storyblok’s validator accepts, which use every component of the model', async () => {
    const accepted = (await draftStories()).filter((story) => validateStory(story, contentModel).ok)
    const checked = accepted.flatMap((story) => bloks(story.content).map(({ blok, path }) => ({ blok, at: `${story.full_slug} ${path}` })))
    expect(new Set(checked.map(({ blok }) => blok.component))).toEqual(new Set(Object.values(contentModel.blocks).map((block) => block.name)))
    expect(checked.filter(({ blok }) => blokProblems(blok).length > 0).map(({ at }) => at)).toEqual([])
  })

  it('points where validateStory does in a page with an empty title, a wrong-typed field and unknown bloks in its body and in a CTA box', async () => {
    const page = await draft('en/contact')
    const body = page.content.body as Json[]
    const box = body.findIndex((blok) => blok.component === 'cta_box')
    const links = body[box]?.links as Json[]
    page.content.title = ''
    body[0] = { ...body[0], title_is_big: 'yes' }
    links[0] = { ...links[0], link: '/contact-us' }
    links.push({ _uid: 'fancy-1', component: 'fancy_button' })
    body.push({ _uid: 'legacy-1', component: 'legacy_slider', slides: [] })
    const expected = [
      'content.title',
      'content.body.0.title_is_big',
      `content.body.${box}.links.0.link`,
      `content.body.${box}.links.${links.length - 1}.component`,
      `content.body.${body.length - 1}.component`,
    ].sort()
    expect(validatorErrorPaths(page)).toEqual(expected)
    expect(checkedPaths(page)).toEqual(expected)
  })

  it('points where validateStory does in rich text: an unknown blok, an empty required quote, a wrong-typed date', async () => {
    const post = await draft('en/blog/rich-text-showcase')
    const doc = post.content.body as { content: Json[] }
    const blokNode = doc.content.find((node) => node.type === 'blok') as Json
    const quote = { _uid: 'quote-1', component: 'TextContentQuote', quote: '', author: 'Dispatcher' }
    doc.content.push({ ...blokNode, attrs: { ...(blokNode.attrs as Json), body: [{ _uid: 'gallery-1', component: 'legacy_gallery' }, quote] } })
    post.content.date = 20260101
    const at = `content.body.content.${doc.content.length - 1}.attrs.body`
    const expected = [`${at}.0.component`, `${at}.1.quote`, 'content.date'].sort()
    expect(validatorErrorPaths(post)).toEqual(expected)
    expect(checkedPaths(post)).toEqual(expected)
  })

  it('points where validateStory does in the settings: an unknown menu blok, a wrong-typed switch', async () => {
    const settings = await draft('en/_settings')
    const items = settings.content.header_items as Json[]
    items.push({ _uid: 'mega-1', component: 'mega_menu' })
    settings.content.topnotification_enabled = 'yes'
    const expected = [`content.header_items.${items.length - 1}.component`, 'content.topnotification_enabled'].sort()
    expect(validatorErrorPaths(settings)).toEqual(expected)
    expect(checkedPaths(settings)).toEqual(expected)
  })

  it('takes a relation the API resolved (the story in place of its uuid) for no wrong type', () => {
    const author = { uuid: 'a', full_slug: 'en/authors/a', content: {} }
    expect(blokProblems({ _uid: 'b', component: 'blog_post', title: 'Freight', author, related: [author] })).toEqual([])
  })
})
