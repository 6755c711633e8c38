import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { demoSpace } from '../space/demoSpace'
import type { EditorConfig } from './editorPage'
import type { WebhookDelivery } from '../webhooks/sendWebhook'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const drafts = service.client(demoSpace.previewToken)

async function editorConfig(fullSlug: string): Promise<EditorConfig> {
  const response = await service.get(`/_editor/${fullSlug}`)
  expect(response.status).toBe(200)
  const json = /<script type="application\/json" id="editor-config">(.*?)<\/script>/s.exec(await response.text())?.[1]
  return JSON.parse(json ?? 'null') as EditorConfig
}

async function draft(fullSlug: string): Promise<Story> {
  return (await drafts.get(`cdn/stories/${fullSlug}`, { version: 'draft' })).data.story as Story
}

function management(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${service.origin}/v1/spaces/${demoSpace.id}${path}`, {
    method,
    headers: { authorization: demoSpace.managementToken, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

function save(body: unknown): Promise<Response> {
  return fetch(`${service.origin}/_control/save`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

beforeEach(async () => {
  await service.reset()
})

describe('the local visual editor', () => {
  it('frames the story’s page, signed as Storyblok signs it: the site shows the draft', async () => {
    const config = await editorConfig('en/about')
    const about = await draft('en/about')
    const url = new URL(config.previewUrl)
    expect(url.origin + url.pathname).toBe('http://localhost/en/about')
    expect(url.searchParams.get('_storyblok')).toBe(String(about.id))
    expect(url.searchParams.get('_storyblok_c')).toBe('page')
    expect(url.searchParams.get('_storyblok_tk[space_id]')).toBe(String(demoSpace.id))
    expect(Math.abs(Number(url.searchParams.get('_storyblok_tk[timestamp]')) - Date.now() / 1000)).toBeLessThan(60)
    expect(config.previewUrl).toContain('&_storyblok_tk[token]=')
    // English has no prefix: the site sends the editor to /about, the whole signed query kept.
    const redirect = await exports.default.fetch(new Request(config.previewUrl, { redirect: 'manual' }))
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('location')).toBe(`/about${url.search}`)
    const page = await exports.default.fetch(new Request(new URL(`/about${url.search}`, url)))
    expect(await page.text()).toContain('About us (draft)')
  }, 20_000)

  it.each(['en/_settings', 'de/_settings', 'en/home', 'en/pages/pricing', 'en/authors/anna-kowalska', 'de/open-positions/senior-backend-engineer-m-w-d'])(
    'opens %s at its full slug, as Storyblok does for a story without a real path',
    async (fullSlug) => {
      expect(new URL((await editorConfig(fullSlug)).previewUrl).pathname).toBe(`/${fullSlug}`)
    },
  )

  it('opens a story at its real path where the space sets one', async () => {
    const folder = await management('GET', '/stories?with_slug=en/pages')
    const parent = ((await folder.json()) as { stories: { id: number }[] }).stories[0]?.id
    const content = { component: 'page', _uid: 'real-path-page', title: 'Pricing, at its real path', body: [] }
    const created = await management('POST', '/stories', {
      story: { name: 'Pricing 2', slug: 'pricing-2', parent_id: parent, path: 'offers/pricing-2', content },
    })
    expect(created.status).toBe(201)
    expect(new URL((await editorConfig('en/pages/pricing-2')).previewUrl).pathname).toBe('/offers/pricing-2')
  })

  it('opens the story in a release: the frame previews it with _storyblok_release, the picker offers the space’s releases', async () => {
    const [release] = (await editorConfig('en/about')).releases
    expect(release?.name).toBeTruthy()
    const config = await editorConfig(`en/about?release=${release?.id}`)
    expect(config.release).toBe(release?.id)
    expect(new URL(config.previewUrl).searchParams.get('_storyblok_release')).toBe(String(release?.id))
    expect(new URL((await editorConfig('en/about?release=999')).previewUrl).searchParams.get('_storyblok_release')).toBe('0')
  })

  it('answers an unknown story with 404 and serves its scripts', async () => {
    expect((await service.get('/_editor/en/no-such-story')).status).toBe(404)
    const script = await service.get('/_editor.js')
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await script.text()).toContain('enterEditmode')
    expect(await (await service.get('/_editor-index.js')).text()).toContain('story-count')
  })

  it('gives the panel the space’s components with their display names', async () => {
    const { components } = await editorConfig('en/about')
    expect(components.page?.display_name).toBe('Page')
    expect(components.settings?.schema.footer_tab).toMatchObject({ type: 'tab', display_name: 'Footer', keys: expect.arrayContaining(['footer_copyright']) })
  })

  it('lists every story at /_editor/, by language and folder, each with its content type and a link to its editor; ?q= hides the others', async () => {
    const index = await (await service.get('/_editor/')).text()
    const rows = [...index.matchAll(/<tr data-words="[^"]*"( hidden)?>(.*?)<\/tr>/g)]
    const stories = (await drafts.getAll('cdn/stories', { version: 'draft' })) as Story[]
    expect(rows).toHaveLength(stories.length)
    expect(index).toContain('<h2 id="language-de">Deutsch (de)</h2>')
    expect(index).toContain('<td><a href="/_editor/en/about">About us</a></td><td>Page</td><td class="slug">en/about</td><td>Changes not published</td>')
    expect(index).toContain('<td>Draft only</td>')
    const filtered = await (await service.get('/_editor/?q=GLOSSARY+en/')).text()
    const shown = [...filtered.matchAll(/<tr data-words="([^"]*)">/g)].map((match) => match[1] ?? '')
    expect(shown.length).toBeGreaterThan(10)
    expect(shown.every((words) => words.includes('en/glossary/'))).toBe(true)
    expect(filtered).toContain(`${shown.length} of ${stories.length} stories`)
    const redirect = await service.get('/_editor')
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/_editor/'])
  })
})

describe('the story actions (Unpublish, Delete, Rename, Move)', () => {
  /** A Management API call as the editor's page makes it: its own origin, the token its config holds. */
  async function asEditor(config: EditorConfig, method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${service.origin}/v1/spaces/${config.spaceId}/stories/${config.storyId}${path}`, {
      method,
      headers: { authorization: config.managementToken, origin: service.origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  }

  /** The webhooks sent since the reset, once none is on its way. */
  async function events(): Promise<string[]> {
    const read = async () => (await (await fetch(`${service.origin}/_control/webhooks`)).json()) as { deliveries: WebhookDelivery[]; pending: boolean }
    await expect.poll(async () => (await read()).pending).toBe(false)
    return (await read()).deliveries.map((delivery) => {
      const event = JSON.parse(delivery.body) as { action: string; story_id: number }
      return `${event.action} ${event.story_id}`
    })
  }

  beforeEach(async () => {
    await service.control('webhook', { url: `${service.origin}/webhook-receiver`, secret: 'test-secret' })
  })

  it('offers Move the folders of the story’s language only, its root folder included', async () => {
    const { folders } = await editorConfig('de/blog/kombinierter-verkehr-in-fuenf-minuten-erklaert')
    const slugs = folders.map(({ full_slug }) => full_slug)
    expect(slugs).toEqual(expect.arrayContaining(['de', 'de/blog', 'de/pages']))
    expect(slugs.every((slug) => slug === 'de' || slug.startsWith('de/'))).toBe(true)
  })

  it('unpublishes and then deletes as the editor asks: the site loses the page, the draft goes with Delete, each with its webhook', async () => {
    const config = await editorConfig('en/sustainability')
    expect((await asEditor(config, 'GET', '/unpublish')).status).toBe(200)
    const published = await service
      .client()
      .get('cdn/stories/en/sustainability')
      .then(() => 200)
      .catch((error: { status: number }) => error.status)
    expect(published).toBe(404)
    expect((await draft('en/sustainability')).id).toBe(config.storyId)
    expect((await asEditor(config, 'DELETE', '')).status).toBe(200)
    expect((await service.get('/_editor/en/sustainability')).status).toBe(404)
    expect(await events()).toEqual([`unpublished ${config.storyId}`, `deleted ${config.storyId}`])
  })

  it('renames and moves the draft: the editor opens it at the address the answer names; a taken slug is refused in the API’s words', async () => {
    const config = await editorConfig('en/sustainability')
    const renamed = await asEditor(config, 'PUT', '', { story: { slug: 'sustainability-report' } })
    expect(((await renamed.json()) as { story: Story }).story.full_slug).toBe('en/sustainability-report')
    const pages = config.folders.find(({ full_slug }) => full_slug === 'en/pages')
    const moved = await asEditor(config, 'PUT', '', { story: { parent_id: pages?.id } })
    expect(((await moved.json()) as { story: Story }).story.full_slug).toBe('en/pages/sustainability-report')
    expect((await editorConfig('en/pages/sustainability-report')).storyId).toBe(config.storyId)
    const taken = await asEditor(config, 'PUT', '', { story: { slug: 'pricing' } })
    expect([taken.status, await taken.json()]).toEqual([422, { slug: ['has already been taken'] }])
  })

  it('marks the panel when the editor works in a release, and only then', async () => {
    const [release] = (await editorConfig('en/about')).releases
    const inRelease = await (await service.get(`/_editor/en/about?release=${release?.id}`)).text()
    expect(inRelease).toContain(`In the release “${release?.name}”`)
    expect(await (await service.get('/_editor/en/about')).text()).not.toContain('id="editor-release-mark"')
  })
})

describe('saving a draft (POST /_control/save)', () => {
  it('stores the content as the draft; the published story stays as it was', async () => {
    const story = await draft('en/sustainability')
    const content = { ...story.content, title: 'Saved from the editor' }
    const response = await save({ full_slug: 'en/sustainability', content })
    expect(response.status).toBe(200)
    const saved = await draft('en/sustainability')
    expect(saved.content.title).toBe('Saved from the editor')
    expect(saved.content._editable).toMatch(/^<!--#storyblok#/)
    const published = (await service.client().get('cdn/stories/en/sustainability')).data.story as Story
    expect(published.content.title).not.toBe('Saved from the editor')
  })

  it('refuses content of another type, malformed bodies and unknown stories', async () => {
    const story = await draft('en/sustainability')
    expect((await save({ full_slug: 'en/sustainability', content: { ...story.content, component: 'blog_post' } })).status).toBe(422)
    expect((await save({ full_slug: 'en/sustainability', content: [] })).status).toBe(400)
    expect((await save({ content: story.content })).status).toBe(400)
    expect((await save({ full_slug: 'en/nothing-here', content: story.content })).status).toBe(404)
    expect((await draft('en/sustainability')).content.title).toBe(story.content.title)
  })
})
