import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { contentModel } from '../../shared/content/schema/contentModel'
import { storyFolderContentTypes } from '../../shared/sections/storyFolders'
import { demoSpace } from '../space/demoSpace'
import { modelProblems } from '../management/modelProblems'

interface ApiStory {
  full_slug: string
  content: Record<string, unknown> & { body?: unknown }
}

const PER_PAGE = 100

/** Every story of the demo space in one version, every language, read as the site reads them (Content Delivery API). */
async function allStories(version: 'published' | 'draft'): Promise<ApiStory[]> {
  const stories: ApiStory[] = []
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ token: demoSpace.previewToken, version, per_page: String(PER_PAGE), page: String(page) })
    const response = await fetch(`${env.STORYBLOK_LOCAL_ENDPOINT}/cdn/stories?${query}`)
    const batch = ((await response.json()) as { stories: ApiStory[] }).stories
    stories.push(...batch)
    if (batch.length < PER_PAGE) return stories
  }
}

function problemLines(stories: ApiStory[]): string[] {
  return stories.flatMap((story) => modelProblems(story, contentModel).map((problem) => `${story.full_slug}: ${problem.path}: ${problem.message}`))
}

describe('the demo content against the content model', () => {
  it.each(['published', 'draft'] as const)('every %s story, in every language, is valid', async (version) => {
    const stories = await allStories(version)
    expect(new Set(stories.map((story) => story.full_slug.split('/')[0]))).toEqual(new Set(demoSpace.languages))
    expect(stories.length).toBeGreaterThan(580)
    expect(problemLines(stories)).toEqual([])
  })

  it('puts every story in a folder that takes its content type', async () => {
    const folders = storyFolderContentTypes()
    const misplaced = (await allStories('draft')).flatMap((story) => {
      const folder = story.full_slug.replace(/\/$/, '').split('/').slice(1, -1).join('/')
      const component = String(story.content.component)
      const startPage = story.full_slug.endsWith('/')
      const allowed = startPage ? folders.get(story.full_slug.split('/').slice(1, -1).join('/')) : folders.get(folder)
      return allowed?.includes(component) ? [] : [`${story.full_slug}: ${component} is not a content type of folder "${folder}"`]
    })
    expect(misplaced).toEqual([])
  })

  it('reports an unknown blok, a wrong-typed field and a missing required field, each with its story and path', async () => {
    const page = (await allStories('draft')).find((story) => story.full_slug === 'en/pages/for-shippers')
    if (!page) throw new Error('en/pages/for-shippers is missing from the demo space')
    const body = structuredClone(page.content.body) as Record<string, unknown>[]
    body.push({ _uid: 'legacy-1', component: 'legacy_slider', slides: [] })
    body[0] = { ...body[0], title_is_big: 'yes' }
    const broken = { ...page, content: { ...page.content, title: '', body } }
    expect(problemLines([broken])).toEqual([
      'en/pages/for-shippers: content.title: Missing required field "title" on component "page".',
      'en/pages/for-shippers: content.body[0].title_is_big: Expected boolean, received string.',
      `en/pages/for-shippers: content.body[${body.length - 1}].component: Unknown component "legacy_slider".`,
    ])
  })
})
