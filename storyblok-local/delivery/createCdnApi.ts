import { Hono, type Context } from 'hono'
import type { JsonReplacer } from './assetUrlReplacer'
import type { ContentStore, ContentVersion, StoryReader } from '../space/ContentStore'
import { demoSpace } from '../space/demoSpace'
import { paginate } from './paginate'
import { signedAssetUrl } from '../assets/privateAssets'
import { renderPdfAsset } from '../assets/renderPdfAsset'
import { resolveReferences } from './resolveReferences'
import { selectStories } from './selectStories'
import type { ServiceState } from '../ServiceState'
import type { StoryRecord } from '../space/DemoData'
import { toApiStory, type StoryShape } from './toApiStory'
import { toLinkObject } from './toLinkObject'
import { unknownParameters, type CdnEndpoint } from './unknownParameters'

const NOT_FOUND = ['This record could not be found']
const PUBLISHED_CACHE = 'public, max-age=0, s-maxage=31536000'
const list = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
const safeDecode = (text: string): string | null => {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}
const json = (body: unknown, status = 200, headers: Record<string, string> = {}, replacer?: JsonReplacer): Response =>
  new Response(JSON.stringify(body, replacer), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', ...headers },
  })

interface Accepted {
  version: ContentVersion
  params: URLSearchParams
  /** Headers of a successful answer (caching depends on the version). */
  headers: Record<string, string>
}

/**
 * Checks what Storyblok checks before answering: the token (401), `version=draft` only with the
 * preview token (401), unknown parameters (422), and — for published content requested without
 * `cv` — redirects to the same URL with the current `cv` (301), as Storyblok's CDN does.
 */
function accept(c: Context, state: ServiceState, endpoint: CdnEndpoint): Accepted | Response {
  const url = new URL(c.req.url)
  const params = url.searchParams
  const token = params.get('token')
  if (token !== demoSpace.publicToken && token !== demoSpace.previewToken) return json({ error: 'Unauthorized' }, 401)
  const version: ContentVersion = params.get('version') === 'draft' ? 'draft' : 'published'
  if (version === 'draft' && token !== demoSpace.previewToken) return json({ error: 'Unauthorized' }, 401)
  const unknown = unknownParameters(params, endpoint)
  if (unknown.length > 0) return json({ error: `Parameter(s) ${unknown.join(', ')} not allowed` }, 422)
  if (version === 'published' && endpoint !== 'space' && !params.has('cv')) {
    params.set('cv', String(state.store.cv))
    return new Response(null, { status: 301, headers: { location: `${url.pathname}?${params}`, 'cache-control': 'no-cache' } })
  }
  return { version, params, headers: { 'cache-control': version === 'draft' ? 'no-cache' : PUBLISHED_CACHE } }
}

const shapeOf = (params: URLSearchParams): StoryShape => ({
  excludingFields: list(params.get('excluding_fields')),
  excludingStoryFields: list(params.get('excluding_story_fields')),
})

/** The demo space's asset paths (`/f/…`): all of them, and the private ones. */
export interface AssetPaths {
  known: ReadonlySet<string>
  private: ReadonlySet<string>
}

/** What every endpoint reads: the service's state, and how a successful (200) answer is written. */
interface CdnContext {
  state: ServiceState
  answer: (body: unknown, headers: Record<string, string>) => Response
}

const pageHeaders = (headers: Record<string, string>, page: { total: number; perPage: number }) => ({
  ...headers,
  total: String(page.total),
  'per-page': String(page.perPage),
})

/** The stories a request reads: with `from_release` (drafts only), that release's version of them. */
function readerOf(store: ContentStore, version: ContentVersion, params: URLSearchParams): StoryReader {
  const release = Number(params.get('from_release'))
  return version === 'draft' && Number.isSafeInteger(release) && release > 0 ? store.inRelease(release) : store
}

/** A story by uuid (`find_by=uuid`), by id (all digits) or by full slug. */
function findStory(store: StoryReader, version: ContentVersion, identifier: string | null, byUuid: boolean): StoryRecord | undefined {
  if (identifier === null) return undefined
  if (byUuid) return store.findByUuid(version, identifier)
  return /^\d+$/.test(identifier) ? store.findById(version, Number(identifier)) : store.findBySlug(version, identifier)
}

/** `cdn/stories` (filtered, sorted, paged) and `cdn/stories/{slug|id|uuid}`. */
function storyRoutes(api: Hono, { state, answer }: CdnContext): void {
  const { store } = state
  const listStories = (c: Context): Response => {
    const accepted = accept(c, state, 'stories')
    if (accepted instanceof Response) return accepted
    const { version, params, headers } = accepted
    const reader = readerOf(store, version, params)
    let matching: StoryRecord[]
    try {
      matching = selectStories(reader, version, params)
    } catch (error) {
      return json({ error: error instanceof Error ? error.message : String(error) }, 422)
    }
    const page = paginate(matching, params, 100)
    const shape = shapeOf(params)
    return answer(
      {
        stories: page.items.map((story) => toApiStory(reader, story, version, shape)),
        cv: store.cv,
        ...resolveReferences(reader, version, page.items, params),
      },
      pageHeaders(headers, page),
    )
  }
  api.get('/stories', listStories)
  api.get('/stories/*', (c) => {
    const encoded = new URL(c.req.url).pathname.replace(/^.*?\/cdn\/stories\/?/, '')
    if (encoded === '') return listStories(c)
    const identifier = safeDecode(encoded)
    const accepted = accept(c, state, 'story')
    if (accepted instanceof Response) return accepted
    const { version, params, headers } = accepted
    const reader = readerOf(store, version, params)
    const story = findStory(reader, version, identifier, params.get('find_by') === 'uuid')
    if (!story) return json(NOT_FOUND, 404)
    return answer({ story: toApiStory(reader, story, version), cv: store.cv, ...resolveReferences(reader, version, [story], params) }, headers)
  })
}

/** `cdn/links`: every folder and story as a link object, by uuid. */
function linkRoutes(api: Hono, { state, answer }: CdnContext): void {
  const { store } = state
  api.get('/links', (c) => {
    const accepted = accept(c, state, 'links')
    if (accepted instanceof Response) return accepted
    const { version, params, headers } = accepted
    const startsWith = params.get('starts_with')?.replace(/^\/+/, '') ?? ''
    const withParent = params.get('with_parent')
    const includeDates = params.get('include_dates') === '1'
    const entries = [
      ...store.folders.map((folder) => toLinkObject(folder, false, includeDates)),
      ...store.stories(version).map((story) => toLinkObject(story, store.isPublished(story.uuid), includeDates)),
    ]
      .filter((link) => link.slug.startsWith(startsWith))
      .filter((link) => withParent === null || link.parent_id === (withParent === '0' ? null : Number(withParent)))
      .sort((a, b) => a.slug.localeCompare(b.slug, 'en') || a.id - b.id)
    const page = paginate(entries, params, 1000)
    return answer({ links: Object.fromEntries(page.items.map((link) => [link.uuid, link])), cv: store.cv }, pageHeaders(headers, page))
  })
}

/** Private assets (FACTS.md): the asset token, the asset's full URL on any asset origin → its metadata and a short-lived signed_url. */
function assetRoutes(api: Hono, assets: AssetPaths): void {
  api.get('/assets/me', async (c) => {
    const url = new URL(c.req.url)
    const params = url.searchParams
    if (params.get('token') !== demoSpace.assetToken) return json({ error: 'Unauthorized' }, 401)
    const unknown = unknownParameters(params, 'assets')
    if (unknown.length > 0) return json({ error: `Parameter(s) ${unknown.join(', ')} not allowed` }, 422)
    let path: string
    try {
      path = new URL(params.get('filename') ?? '').pathname
    } catch {
      return json(NOT_FOUND, 404)
    }
    if (!assets.known.has(path)) return json(NOT_FOUND, 404)
    const isPrivate = assets.private.has(path)
    const name = path.slice(path.lastIndexOf('/') + 1)
    const body = name.endsWith('.pdf') ? renderPdfAsset(name) : null
    return json({
      asset: {
        filename: `${demoSpace.assetCdnOrigin}${path}`,
        signed_url: isPrivate ? await signedAssetUrl(url.origin, path) : `${url.origin}${path}`,
        content_type: body === null ? 'application/octet-stream' : 'application/pdf',
        content_length: body === null ? null : new TextEncoder().encode(body).byteLength,
        is_private: isPrivate,
      },
    })
  })
}

/**
 * `cdn/datasources` (with their dimensions) and `cdn/datasource_entries` (in a dimension): what
 * the Management API holds (`ManagementSpace`), so that what a push writes is what the site reads.
 */
function datasourceRoutes(api: Hono, { state, answer }: CdnContext): void {
  const { management } = state
  api.get('/datasources', (c) => {
    const accepted = accept(c, state, 'datasources')
    if (accepted instanceof Response) return accepted
    const datasources = management.datasources.map(({ id, name, slug, dimensions }) => ({
      id,
      name,
      slug,
      dimensions: dimensions.map((dimension) => ({
        ...dimension,
        created_at: '2023-01-02T07:00:00.000Z',
        updated_at: '2023-01-02T07:00:00.000Z',
      })),
    }))
    const page = paginate(datasources, accepted.params, 1000)
    return answer({ datasources: page.items }, pageHeaders(accepted.headers, page))
  })
  api.get('/datasource_entries', (c) => {
    const accepted = accept(c, state, 'datasourceEntries')
    if (accepted instanceof Response) return accepted
    const { params, headers } = accepted
    const slug = params.get('datasource')
    const dimension = params.get('dimension')
    const entries = management.datasources
      .filter((datasource) => slug === null || datasource.slug === slug)
      .flatMap((datasource) => {
        const dimensionId = datasource.dimensions.find((candidate) => candidate.entry_value === dimension)?.id
        return management.entries
          .filter((entry) => entry.datasource_id === datasource.id)
          .sort((a, b) => a.position - b.position)
          .map(({ id, name, value, dimension_values }) => ({
            id,
            name,
            value,
            dimension_value: dimensionId === undefined ? null : (dimension_values[dimensionId] ?? null),
          }))
      })
    const page = paginate(entries, params, 1000)
    return answer({ datasource_entries: page.items }, pageHeaders(headers, page))
  })
}

/** `cdn/spaces/me` and `cdn/tags` (with their counts). */
function spaceRoutes(api: Hono, { state, answer }: CdnContext): void {
  const { store } = state
  api.get('/spaces/me', (c) => {
    const accepted = accept(c, state, 'space')
    if (accepted instanceof Response) return accepted
    const { id, name, domain, version, language_codes } = store.space
    return answer({ space: { id, name, domain, version, language_codes } }, { 'cache-control': 'no-cache' })
  })
  api.get('/tags', (c) => {
    const accepted = accept(c, state, 'tags')
    if (accepted instanceof Response) return accepted
    const startsWith = accepted.params.get('starts_with')?.replace(/^\/+/, '') ?? ''
    const counts = new Map<string, number>()
    for (const story of store.stories(accepted.version)) {
      if (story.full_slug.startsWith(startsWith)) for (const tag of story.tag_list) counts.set(tag, (counts.get(tag) ?? 0) + 1)
    }
    const tags = [...counts].sort(([a], [b]) => a.localeCompare(b, 'en')).map(([name, taggings_count]) => ({ name, taggings_count }))
    return answer({ tags }, accepted.headers)
  })
}

/**
 * Storyblok's Content Delivery API v2 (`/v2/cdn/...`) over the demo space; `assetUrls`, if given,
 * rewrites the asset URLs in successful answers (see `assetUrlReplacer`).
 */
export function createCdnApi(state: ServiceState, assetUrls: JsonReplacer | undefined, assets: AssetPaths): Hono {
  const api = new Hono()
  const context: CdnContext = { state, answer: (body, headers) => json(body, 200, headers, assetUrls) }
  storyRoutes(api, context)
  linkRoutes(api, context)
  assetRoutes(api, assets)
  datasourceRoutes(api, context)
  spaceRoutes(api, context)
  api.all('*', () => json(NOT_FOUND, 404))
  return api
}
