import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { demoSpace } from '../space/demoSpace'
import type { EditorConfig } from '../editor/editorPage'
import type { WebhookDelivery } from '../webhooks/sendWebhook'
import { management } from '../../tests/support/managementApi'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

interface Entry {
  id: number
  name: string
  slug: string
  full_slug: string
  parent_id: number | null
  group_id: string
  is_startpage: boolean
  published: boolean
  content: Record<string, unknown>
  alternates: { id: number; full_slug: string; published: boolean }[]
}

/** The story or folder at a full slug, as the Management API answers it (a story with its content). */
async function entry(fullSlug: string): Promise<Entry> {
  const { stories } = await management<{ stories: (Entry & { is_folder: boolean })[] }>(service.origin, 'GET', `/stories?with_slug=${fullSlug}`)
  const found = stories[0]
  if (!found) throw new Error(`no story or folder ${fullSlug}`)
  return found.is_folder ? found : (await management<{ story: Entry }>(service.origin, 'GET', `/stories/${found.id}`)).story
}

/** Storyblok's duplicate, as the editor's Translate sends it (failures included). */
const duplicate = (id: number, body: unknown) =>
  fetch(`${service.origin}/v1/spaces/${demoSpace.id}/stories/${id}/duplicate`, {
    method: 'PUT',
    headers: { authorization: demoSpace.managementToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** A translation as the editor asks for it: the story's group, into a language's root folder. */
async function translate(fullSlug: string, language: string): Promise<Response> {
  const story = await entry(fullSlug)
  return duplicate(story.id, { story: { group_id: story.group_id }, target_dimension: (await entry(language)).id, same_path: false })
}

const cdn = (path: string, version: 'draft' | 'published') =>
  service.get(`/v2/cdn/${path}?${new URLSearchParams({ token: demoSpace.previewToken, version, cv: '1' })}`)
const cv = async () => ((await (await cdn('spaces/me', 'published')).json()) as { space: { version: number } }).space.version

/** The webhooks sent since the reset, once none is on its way. */
async function events(): Promise<string[]> {
  const read = async () => (await (await fetch(`${service.origin}/_control/webhooks`)).json()) as { deliveries: WebhookDelivery[]; pending: boolean }
  await expect.poll(async () => (await read()).pending).toBe(false)
  return (await read()).deliveries.map((delivery) => String((JSON.parse(delivery.body) as { action: string }).action))
}

async function editorConfig(fullSlug: string): Promise<EditorConfig> {
  const page = await (await service.get(`/_editor/${fullSlug}`)).text()
  return JSON.parse(/<script type="application\/json" id="editor-config">(.*?)<\/script>/s.exec(page)?.[1] ?? 'null') as EditorConfig
}

beforeEach(async () => {
  await service.reset()
  await service.control('webhook', { url: `${service.origin}/webhook-receiver`, secret: 'test-secret' })
})

describe('a translation (PUT /stories/{id}/duplicate into a language’s root folder)', () => {
  it('copies the story as a draft of its translation group, at its folder path mirrored in the language, and sends no webhook', async () => {
    const source = await entry('en/pages/for-shippers')
    const before = await cv()
    const answer = await translate('en/pages/for-shippers', 'ru')
    expect(answer.status).toBe(200)
    const { story } = (await answer.json()) as { story: Entry }
    expect(story).toMatchObject({
      name: source.name,
      slug: 'for-shippers',
      full_slug: 'ru/pages/for-shippers',
      parent_id: (await entry('ru/pages')).id,
      group_id: source.group_id,
      is_startpage: false,
      published: false,
      content: source.content,
    })
    expect(story.id).not.toBe(source.id)
    expect((await cdn('stories/ru/pages/for-shippers', 'draft')).status).toBe(200)
    expect((await cdn('stories/ru/pages/for-shippers', 'published')).status).toBe(404)
    const { story: english } = (await (await cdn('stories/en/pages/for-shippers', 'draft')).json()) as { story: Entry }
    expect(english.alternates).toContainEqual(expect.objectContaining({ id: story.id, full_slug: 'ru/pages/for-shippers', published: false }))
    // The source stays as it was; the published content did not change, so neither did cv.
    expect((await entry('en/pages/for-shippers')).content).toEqual(source.content)
    expect(await cv()).toBe(before)
    expect(await events()).toEqual([])
  })

  it('mirrors a story at the top of its language and a folder’s start page', async () => {
    const about = (await (await translate('en/about', 'ru')).json()) as { story: Entry }
    expect(about.story).toMatchObject({ full_slug: 'ru/about', parent_id: (await entry('ru')).id })
    const start = (await (await translate('en/pages/', 'ru')).json()) as { story: Entry }
    expect(start.story).toMatchObject({ full_slug: 'ru/pages/', is_startpage: true, parent_id: (await entry('ru/pages')).id })
  })

  it('refuses a language without the story’s folder, naming it, and creates nothing there', async () => {
    const answer = await translate('en/blog/rich-text-showcase', 'ru')
    expect([answer.status, await answer.json()]).toEqual([422, { target_dimension: ['has no folder ru/blog: create it first'] }])
    const { stories } = await management<{ stories: unknown[] }>(service.origin, 'GET', '/stories?starts_with=ru/blog')
    expect(stories).toEqual([])
    expect(await events()).toEqual([])
  })

  it('refuses a second translation in one language, a taken address, a folder that is no language, the story’s own language and an unknown story', async () => {
    const about = await entry('en/about')
    const refusal = async (response: Promise<Response>) => {
      const answer = await response
      return [answer.status, await answer.json()]
    }
    expect(await refusal(translate('en/about', 'de'))).toEqual([422, { group_id: ['already has a story in de: de/about'] }])
    expect(await refusal(duplicate(about.id, { target_dimension: (await entry('de')).id }))).toEqual([422, { slug: ['has already been taken'] }])
    expect(await refusal(duplicate(about.id, { target_dimension: (await entry('de/pages')).id }))).toEqual([
      422,
      { target_dimension: ['must be a root folder of the space'] },
    ])
    expect(await refusal(translate('en/about', 'en'))).toEqual([422, { target_dimension: ['is the root folder the story is in'] }])
    expect(await refusal(duplicate(999_999_999, { target_dimension: (await entry('de')).id }))).toEqual([404, ['This record could not be found']])
  })
})

describe('the editor’s Translate', () => {
  it('knows each other language’s translation of the story, and the languages without one', async () => {
    const { translations } = await editorConfig('en/pages/for-shippers')
    const slugs = Object.fromEntries(translations.map(({ code, fullSlug }) => [code, fullSlug]))
    expect(slugs).toMatchObject({ de: 'de/pages/for-shippers', ro: 'ro/pages/for-shippers', ru: null, el: null })
    expect(slugs).not.toHaveProperty('en')
    expect(translations.find(({ code }) => code === 'ru')).toEqual({
      code: 'ru',
      name: (await entry('ru')).name,
      folderId: (await entry('ru')).id,
      fullSlug: null,
    })

    await translate('en/pages/for-shippers', 'ru')
    expect((await editorConfig('en/pages/for-shippers')).translations.find(({ code }) => code === 'ru')?.fullSlug).toBe('ru/pages/for-shippers')
    const russian = Object.fromEntries((await editorConfig('ru/pages/for-shippers')).translations.map(({ code, fullSlug }) => [code, fullSlug]))
    expect(russian).toMatchObject({ en: 'en/pages/for-shippers', de: 'de/pages/for-shippers', el: null })
  })
})
