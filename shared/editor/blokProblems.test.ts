import { validateStory } from '@storyblok/schema'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { contentModel } from '../content/model/contentModel'
import { demoSpace } from '../../storyblok-local/demoSpace'
import { blokProblems } from './blokProblems'

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

describe('blokProblems, the preview’s check against the content model', () => {
  it('finds nothing in any blok of the demo content, which Storyblok’s validator accepts', async () => {
    const stories = await draftStories()
    expect(stories.filter((story) => !validateStory(story, contentModel).ok).map((story) => story.full_slug)).toEqual([])
    const flagged = stories.flatMap((story) =>
      bloks(story.content).flatMap(({ blok, path }) => (blokProblems(blok).length ? [`${story.full_slug} ${path}`] : [])),
    )
    expect(flagged).toEqual([])
  })

  it('flags an unknown blok, a wrong-typed field and a missing required field where validateStory does', () => {
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
    expect(root).toEqual([{ kind: 'missing', field: 'title' }])
    expect(head).toEqual([{ kind: 'wrongType', field: 'title_is_big' }])
    expect(unknown).toEqual([{ kind: 'unknown' }])
    expect(box).toEqual([{ kind: 'wrongType', field: 'links' }])
  })
})
