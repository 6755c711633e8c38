import { env, exports } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isOpen, readJobOpening } from '../../shared/content/types/jobOpening'
import type { Story } from '../../shared/content/storyblok'
import type { PreviewState } from '../../shared/preview/PreviewState'
import { SECTIONS } from '../../shared/sections/sections'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { signedEditorUrl } from '../../tests/support/signedEditorUrl'
import { TestContentService } from '../../tests/support/TestContentService'
import { assetManifest } from '../config/assetManifest'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const ORIGIN = 'http://localhost'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const drafts = service.client(demoSpace.previewToken)

async function get(url: string | URL): Promise<{ response: Response; html: string }> {
  const response = await exports.default.fetch(new Request(url, { headers: { 'user-agent': BROWSER }, redirect: 'manual' }))
  return { response, html: await response.text() }
}

/** Where Storyblok's editor opens a story of a space without real paths: the preview URL plus its full slug, signed as Storyblok signs it. */
function editorAddress(fullSlug: string, release = '0'): Promise<URL> {
  return signedEditorUrl(`${ORIGIN}/${fullSlug}?_storyblok_release=${release}`, {
    spaceId: demoSpace.id,
    timestamp: Math.floor(Date.now() / 1000),
    previewToken: demoSpace.previewToken,
  })
}

function previewState(html: string): PreviewState {
  const json = /<script type="application\/json" id="preview-state">(.*?)<\/script>/s.exec(html)?.[1]
  return JSON.parse(json ?? 'null') as PreviewState
}

/** The preview at a story's Storyblok address: at most one redirect, which keeps the editor's whole query and is stored by no one. */
async function openInEditor(fullSlug: string, release?: string): Promise<{ response: Response; html: string; hops: number }> {
  const address = await editorAddress(fullSlug, release)
  let answer = await get(address)
  let hops = 0
  if (answer.response.status === 301 || answer.response.status === 302) {
    const location = new URL(answer.response.headers.get('location') ?? '', ORIGIN)
    expect([...location.searchParams].sort(), `${fullSlug} keeps the whole query`).toEqual([...address.searchParams].sort())
    expect(answer.response.headers.get('cache-control')).toBe('private, no-store')
    answer = await get(location)
    hops = 1
  }
  return { ...answer, hops }
}

async function stories(startsWith: string, component: string): Promise<Story[]> {
  const result = await drafts.get('cdn/stories', { version: 'draft', starts_with: startsWith, filter_query: { component: { in: component } }, per_page: 100 })
  return result.data.stories as Story[]
}

async function first(startsWith: string, component: string): Promise<Story> {
  const [story] = await stories(startsWith, component)
  if (!story) throw new Error(`no ${component} in ${startsWith}`)
  return story
}

/** Whether the page's state shows a story: as its own, as one of its list's items, or as the shell's settings. */
function shows(state: PreviewState, story: Story): boolean {
  return state.data.story?.uuid === story.uuid || ('items' in state.data && state.data.items.some((item) => item.uuid === story.uuid))
}

/** A job opening that exists only as a draft, made through the Management API in the English open positions' folder. */
async function draftOnlyOpening(): Promise<Story> {
  const folders = await fetch(`${service.origin}/v1/spaces/${demoSpace.id}/stories?with_slug=en/open-positions`, {
    headers: { authorization: demoSpace.managementToken },
  })
  const folder = ((await folders.json()) as { stories: { id: number }[] }).stories[0]
  const content = { component: 'job_opening', _uid: 'draft-opening', title: 'Night owl dispatcher', location: 'Hamburg', valid_through: '2031-01-01 00:00' }
  const created = await fetch(`${service.origin}/v1/spaces/${demoSpace.id}/stories`, {
    method: 'POST',
    headers: { authorization: demoSpace.managementToken, 'content-type': 'application/json' },
    body: JSON.stringify({ story: { name: 'Night owl dispatcher', slug: 'night-owl-dispatcher', parent_id: folder?.id, content } }),
  })
  expect(created.status).toBe(201)
  return (await drafts.get('cdn/stories/en/open-positions/night-owl-dispatcher', { version: 'draft' })).data.story as Story
}

beforeAll(async () => {
  await service.reset()
  // The first render of a run loads the worker's modules: not what the tests measure.
  await get(`${ORIGIN}/`)
}, 30_000)

beforeEach(async () => {
  await service.reset()
  await clearContentCache()
})

describe('every story previews at its Storyblok address (its full slug)', () => {
  const cases: [string, () => Promise<Story>][] = [
    ['the home page', () => drafts.get('cdn/stories/en/home', { version: 'draft' }).then((answer) => answer.data.story as Story)],
    ['a German home page', () => drafts.get('cdn/stories/de/home', { version: 'draft' }).then((answer) => answer.data.story as Story)],
    ['a page', () => drafts.get('cdn/stories/en/about', { version: 'draft' }).then((answer) => answer.data.story as Story)],
    ['a page in the pages folder', () => drafts.get('cdn/stories/en/pages/pricing', { version: 'draft' }).then((answer) => answer.data.story as Story)],
    // Every section of sections.ts: its folder's start page (its list), and a story of each of its content types, in English.
    ...SECTIONS.flatMap(({ folder, types }): [string, () => Promise<Story>][] => [
      [`a folder’s start page (${folder})`, () => drafts.get(`cdn/stories/en/${folder}/`, { version: 'draft' }).then((answer) => answer.data.story as Story)],
      ...types.map(({ component }): [string, () => Promise<Story>] => [`a ${component} (${folder})`, () => first(`en/${folder}/`, component)]),
    ]),
    ['a German press clipping', () => first('de/press/clippings/', 'press_clipping')],
    ['an author', () => first('en/authors/', 'author')],
    ['a German author', () => first('de/authors/', 'author')],
    [
      'an open job opening',
      async () => (await stories('en/open-positions/', 'job_opening')).find((story) => isOpen(readJobOpening(story), Date.now())) as Story,
    ],
    [
      'an expired job opening',
      async () => (await stories('en/open-positions/', 'job_opening')).find((story) => !isOpen(readJobOpening(story), Date.now())) as Story,
    ],
    ['a job opening that is only a draft', draftOnlyOpening],
    ['a Russian press release', () => first('ru/press/', 'press_item')],
  ]

  it.each(cases)('%s: 200 in preview, with the bridge, showing the story', async (_name, find) => {
    const story = await find()
    const { response, html, hops } = await openInEditor(story.full_slug)
    expect(response.status, story.full_slug).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(html).toContain(`<script type="module" src="${assetManifest.preview}"></script>`)
    expect(shows(previewState(html), story), `${story.full_slug} is on its preview`).toBe(true)
    // English addresses lose their `/en` prefix, a folder its trailing slash; nothing else moves.
    expect(hops).toBe(story.full_slug.startsWith('en/') || story.full_slug.endsWith('/') ? 1 : 0)
  })

  it('an author’s preview says that visitors have no such page, in its language, and offers no share control', async () => {
    for (const [language, note] of [
      ['en', 'Only in the preview: authors have no page of their own for visitors'],
      ['de', 'Nur in der Vorschau: Autorinnen und Autoren haben keine eigene Seite für Besucher'],
    ]) {
      const { html } = await openInEditor((await first(`${language}/authors/`, 'author')).full_slug)
      expect(html).toContain(note)
      expect(html).not.toContain('share-button')
    }
    // An article keeps its share control: the note is the author's only.
    const { html } = await openInEditor((await first('en/blog/', 'blog_post')).full_slug)
    expect(html).toContain('share-button')
    expect(html).not.toContain('Only in the preview')
  })

  it.each(['en/_settings', 'de/_settings', 'ru/_settings'])(
    '%s: the shell and the page-not-found page they word, edited live as the settings',
    async (fullSlug) => {
      const settings = (await drafts.get(`cdn/stories/${fullSlug}`, { version: 'draft', resolve_links: 'url' })).data.story as Story
      const { response, html } = await openInEditor(fullSlug)
      expect(response.status).toBe(200)
      const state = previewState(html)
      expect(state.data).toMatchObject({ kind: 'settings', story: { uuid: settings.uuid } })
      // The bridge resolves links in edits as the settings were read.
      expect(state.resolveLinks).toBe('url')
      expect(html).toContain(`<h1 id="error-title">${String(settings.content.error_title)}</h1>`)
      expect(html).toContain('class="site-footer')
      expect(html).toContain(`data-blok-uid="${settings.id}-`)
    },
  )

  it('an expired opening says so, a draft-only one is marked a draft', async () => {
    const expired = (await stories('en/open-positions/', 'job_opening')).find((story) => !isOpen(readJobOpening(story), Date.now())) as Story
    const { html } = await openInEditor(expired.full_slug)
    expect(html).toMatch(/<span class="story-mark">Expired<\/span> (<!-- -->)?Closed since \d{1,2} \w+ \d{4}/)
    const draft = await draftOnlyOpening()
    expect((await openInEditor(draft.full_slug)).html).toContain('<span class="story-mark">Draft</span>')
  })

  it('an unknown story at such an address is the usual 404', async () => {
    for (const fullSlug of ['en/authors/nobody', 'en/press/clippings/nothing', 'en/open-positions/no-such-opening', 'xx/_settings']) {
      expect((await openInEditor(fullSlug)).response.status, fullSlug).toBe(404)
    }
  })
})

describe('list previews', () => {
  it('show expired openings and drafts, marked; visitors see neither', async () => {
    const expired = (await stories('en/open-positions/', 'job_opening')).find((story) => !isOpen(readJobOpening(story), Date.now())) as Story
    const preview = await openInEditor('en/open-positions/')
    expect(preview.html).toContain(`<section id="${expired.slug}" class="job"`)
    expect(preview.html).toContain('<span class="story-mark">Expired</span>')
    const pages = await openInEditor('en/pages/')
    expect(pages.html).toMatch(/<span class="story-mark">Draft<\/span>.*?Upcoming launch/s)
    for (const path of ['/open-positions', '/pages']) {
      const visitor = await get(`${ORIGIN}${path}`)
      expect(visitor.html).not.toContain('story-mark')
    }
    expect((await get(`${ORIGIN}/open-positions`)).html).not.toContain(`<section id="${expired.slug}"`)
  })
})

describe('visitors at these addresses', () => {
  it('keep their answers: an author, a clipping and the settings are 404, an open opening 301s to its anchor, an expired one is 410', async () => {
    const [author, clipping, openings] = await Promise.all([
      first('en/authors/', 'author'),
      first('de/press/clippings/', 'press_clipping'),
      stories('en/open-positions/', 'job_opening'),
    ])
    for (const path of [`/authors/${author.slug}`, `/de/press/clippings/${clipping.slug}`, '/_settings', '/de/_settings']) {
      expect((await get(`${ORIGIN}${path}`)).response.status, path).toBe(404)
    }
    const open = openings.find((story) => isOpen(readJobOpening(story), Date.now())) as Story
    const opened = await get(`${ORIGIN}/open-positions/${open.slug}`)
    expect(opened.response.status).toBe(301)
    expect(opened.response.headers.get('location')).toBe(`/open-positions#${open.slug}`)
    const expired = openings.find((story) => !isOpen(readJobOpening(story), Date.now())) as Story
    expect((await get(`${ORIGIN}/open-positions/${expired.slug}`)).response.status).toBe(410)
  })

  it('with unsigned or forged preview parameters get exactly that', async () => {
    const author = await first('en/authors/', 'author')
    expect((await get(`${ORIGIN}/authors/${author.slug}?_storyblok=1&_storyblok_tk[token]=forged`)).response.status).toBe(404)
    const forged = await signedEditorUrl(`${ORIGIN}/authors/${author.slug}`, {
      spaceId: demoSpace.id,
      timestamp: Math.floor(Date.now() / 1000),
      previewToken: 'x',
    })
    expect((await get(forged)).response.status).toBe(404)
  })
})

describe('redirects in a preview', () => {
  it('keep the whole _storyblok query, are no-store, and land on the preview', async () => {
    for (const path of ['/en/about', '/About', '/en/blog/', '/about?set-language=de']) {
      const address = await signedEditorUrl(`${ORIGIN}${path}`, {
        spaceId: demoSpace.id,
        timestamp: Math.floor(Date.now() / 1000),
        previewToken: demoSpace.previewToken,
      })
      address.searchParams.set('_storyblok_release', '0')
      const { response } = await get(address)
      expect([301, 302], path).toContain(response.status)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
      const location = new URL(response.headers.get('location') ?? '', ORIGIN)
      const kept = [...address.searchParams].filter(([name]) => name.startsWith('_storyblok'))
      expect(
        kept.every(([name, value]) => location.searchParams.get(name) === value),
        path,
      ).toBe(true)
      const landed = await get(location)
      expect(landed.response.status, path).toBe(200)
      expect(landed.html).toContain(assetManifest.preview)
    }
  })
})

describe('a release in the preview (_storyblok_release)', () => {
  it('shows a change saved into the release, and only with it; visitors and the current drafts never see it', async () => {
    const { releases } = (await (
      await fetch(`${service.origin}/v1/spaces/${demoSpace.id}/releases`, { headers: { authorization: demoSpace.managementToken } })
    ).json()) as {
      releases: { id: number }[]
    }
    const release = String(releases[0]?.id)
    const about = (await drafts.get('cdn/stories/en/about', { version: 'draft' })).data.story as Story
    const saved = await fetch(`${service.origin}/_control/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_slug: 'en/about', content: { ...about.content, title: 'About us, next campaign' }, release_id: Number(release) }),
    })
    expect(saved.status).toBe(200)

    const inRelease = await openInEditor('en/about', release)
    expect(inRelease.response.status).toBe(200)
    expect(inRelease.response.headers.get('cache-control')).toBe('private, no-store')
    expect(inRelease.html).toContain('About us, next campaign')
    // Stories are read from the release; nothing is refused (the other endpoints would answer from_release with 422).
    const requests = await service.requests('/v2/cdn/')
    expect(requests.some((request) => request.path.includes(`from_release=${release}`))).toBe(true)
    expect(requests.filter((request) => request.status >= 400 && request.status !== 404)).toEqual([])

    const current = await openInEditor('en/about')
    expect(current.html).toContain('About us (draft)')
    expect(current.html).not.toContain('About us, next campaign')
    expect((await get(`${ORIGIN}/about`)).html).not.toContain('About us, next campaign')
    // A release id without a genuine signature changes nothing either.
    expect((await get(`${ORIGIN}/about?_storyblok_release=${release}`)).html).not.toContain('next campaign')
  })
})
