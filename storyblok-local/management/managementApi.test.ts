import { contentModel } from '../../shared/content/schema/contentModel'
import { createManagementApiClient } from '@storyblok/management-api-client'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { demoSpace } from '../space/demoSpace'

const ORIGIN = env.STORYBLOK_LOCAL_ENDPOINT.replace(/\/v2$/, '')

/** The official Management API client, pointed at the local service. */
function client(token: string = demoSpace.managementToken, spaceId: number = demoSpace.id) {
  return createManagementApiClient({ personalAccessToken: token, spaceId, baseUrl: ORIGIN, rateLimit: false, retry: { limit: 0 } })
}

describe('the local Management API, through @storyblok/management-api-client', () => {
  it('answers 401 without the management token or with a wrong one, and 404 for another space', async () => {
    expect((await client('wrong-token').components.list()).response.status).toBe(401)
    expect((await fetch(`${ORIGIN}/v1/spaces/${demoSpace.id}/components`)).status).toBe(401)
    expect((await client(demoSpace.managementToken, 999).components.list()).response.status).toBe(404)
  })

  it('holds the demo space’s model from the start: groups, components with their group, datasources with dimensions', async () => {
    const api = client()
    const groups = (await api.componentFolders.list()).data?.component_groups ?? []
    expect(groups.map((group) => group.name)).toEqual(['Page types', 'Sections', 'Shell', 'Rich-text blocks'])
    const components = (await api.components.list()).data?.components ?? []
    expect(components).toHaveLength(Object.keys(contentModel.blocks).length)
    const settings = components.find((component) => component.name === 'settings')
    expect(settings?.component_group_uuid).toBe(groups[0]?.uuid)
    expect(settings?.schema?.header_items).toMatchObject({ type: 'bloks', component_whitelist: ['link', 'link-list'] })
    const datasources = (await api.datasources.list()).data?.datasources ?? []
    expect(datasources.map((datasource) => datasource.slug)).toEqual(['blog-categories', 'tech-categories', 'redirects'])
    const blog = datasources[0]
    const german = blog?.dimensions?.find((dimension) => dimension.entry_value === 'de')
    const entries = await fetch(`${ORIGIN}/v1/spaces/${demoSpace.id}/datasource_entries?datasource_id=${blog?.id}&dimension=de`, {
      headers: { authorization: demoSpace.managementToken },
    })
    const body = (await entries.json()) as { datasource_entries: { value: string; dimension_value: string | null }[] }
    expect(german).toBeDefined()
    expect(body.datasource_entries[0]).toMatchObject({ value: 'market-insights', dimension_value: 'Marktanalysen' })
  })

  it('creates, updates and deletes a component, and refuses a taken name with 422', async () => {
    const api = client()
    const created = await api.components.create({ body: { component: { name: 'promo_banner', schema: { title: { type: 'text', pos: 0 } } } } })
    expect(created.response.status).toBe(201)
    const id = created.data?.component?.id ?? 0
    const taken = await api.components.create({ body: { component: { name: 'promo_banner' } } })
    expect(taken.response.status).toBe(422)
    expect(taken.error?.response.data).toEqual({ name: ['has already been taken'] })
    const updated = await api.components.update(id, { body: { component: { display_name: 'Promo banner' } } })
    expect(updated.data?.component).toMatchObject({ name: 'promo_banner', display_name: 'Promo banner' })
    expect((await api.components.delete(id)).response.status).toBe(200)
    expect((await api.components.get(id)).response.status).toBe(404)
  })

  it('finds a story by slug and refuses a content update that breaks the model with 422 and the paths, but not for an empty required field', async () => {
    const api = client()
    const found = await api.stories.list({ query: { with_slug: 'en/pages/for-shippers' } })
    const listed = found.data?.stories?.[0] as { id: number; content?: unknown }
    expect(found.response.headers.get('total')).toBe('1')
    expect(listed.content).toBeUndefined()
    const story = (await api.stories.get(listed.id)).data?.story as unknown as {
      id: number
      content: Record<string, unknown> & { body: Record<string, unknown>[] }
    }
    const body = [...story.content.body, { _uid: 'legacy-1', component: 'legacy_slider' }]
    const refused = await api.stories.update(story.id, { body: { story: { content: { ...story.content, title: '', body } } } })
    expect(refused.response.status).toBe(422)
    expect(refused.error?.response.data?.content).toEqual([`content.body[${body.length - 1}].component: Unknown component "legacy_slider".`])
    // Storyblok's Management API stores a story whose required field is empty: only its editor refuses to save one.
    const untitled = await api.stories.update(story.id, { body: { story: { content: { ...story.content, title: '' } } } })
    expect(untitled.response.status).toBe(200)
    expect((await api.stories.get(story.id)).data?.story?.content).toMatchObject({ title: '' })
    const saved = await api.stories.update(story.id, { body: { story: { content: { ...story.content, title: 'For shippers, updated' } } } })
    expect(saved.response.status).toBe(200)
    expect((await api.stories.get(story.id)).data?.story?.content).toMatchObject({ title: 'For shippers, updated' })
  })
})

describe('one space: what the Management API writes, the Content Delivery API serves', () => {
  const cdn = async (path: string, params: Record<string, string> = {}) => {
    const query = new URLSearchParams({ token: demoSpace.publicToken, cv: String(Date.now()), ...params })
    return (await fetch(`${ORIGIN}/v2/cdn/${path}?${query}`)).json() as Promise<Record<string, unknown>>
  }
  const cv = async () => ((await cdn('spaces/me')).space as { version: number }).version

  it('serves a new datasource with its entries in each dimension, and moves cv', async () => {
    const api = client()
    const before = await cv()
    const created = await api.datasources.create({
      body: { datasource: { name: 'Regions', slug: 'regions', dimensions_attributes: [{ name: 'German', entry_value: 'de' }] } },
    })
    const datasource = created.data?.datasource as { id: number; dimensions: { id: number }[] }
    const entry = await api.datasourceEntries.create({ body: { datasource_entry: { name: 'North', value: 'north', datasource_id: datasource.id } } })
    const entryId = (entry.data as { datasource_entry: { id: number } }).datasource_entry.id
    await api.datasourceEntries.update(entryId, {
      body: { datasource_entry: { dimension_value: 'Nord' }, dimension_id: datasource.dimensions[0]?.id },
    } as never)
    expect(((await cdn('datasources')).datasources as { slug: string }[]).map((source) => source.slug)).toContain('regions')
    expect((await cdn('datasource_entries', { datasource: 'regions', dimension: 'de' })).datasource_entries).toEqual([
      { id: entryId, name: 'North', value: 'north', dimension_value: 'Nord' },
    ])
    expect(await cv()).toBeGreaterThan(before)
  })

  it('serves a new folder in the links and a story created with publish, and nothing of one created without', async () => {
    const api = client()
    const en = ((await api.stories.list({ query: { with_slug: 'en' } })).data?.stories ?? [])[0] as { id: number }
    const folder = await api.stories.create({ body: { story: { name: 'Regions', slug: 'regions', parent_id: en.id, is_folder: true } } as never })
    const folderId = (folder.data as { story: { id: number } }).story.id
    const links = Object.values((await cdn('links', { starts_with: 'en/regions' })).links as Record<string, { slug: string; is_folder: boolean }>)
    expect(links).toEqual([expect.objectContaining({ slug: 'en/regions', is_folder: true })])
    const model = ((await api.stories.list({ query: { with_slug: 'en/pages/for-shippers' } })).data?.stories ?? [])[0] as { id: number }
    const content = (await api.stories.get(model.id)).data?.story?.content
    const before = await cv()
    await api.stories.create({ body: { story: { name: 'North', slug: 'north', parent_id: folderId, content }, publish: 1 } as never })
    await api.stories.create({ body: { story: { name: 'South', slug: 'south', parent_id: folderId, content } } as never })
    expect(((await cdn('stories/en/regions/north')).story as { full_slug: string }).full_slug).toBe('en/regions/north')
    expect(await cdn('stories/en/regions/south')).toEqual(['This record could not be found'])
    expect(await cv()).toBeGreaterThan(before)
  })

  it('lists the space’s access tokens, the preview token as `private`', async () => {
    const answer = await fetch(`${ORIGIN}/v1/spaces/${demoSpace.id}/api_keys`, { headers: { authorization: demoSpace.managementToken } })
    const { api_keys: keys } = (await answer.json()) as { api_keys: { access: string; token: string }[] }
    expect(keys.find((key) => key.access === 'private')?.token).toBe(demoSpace.previewToken)
  })
})
