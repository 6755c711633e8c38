import { env, exports } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'

const SCALED_REDIRECTS = 3000
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

interface Entry {
  name: string
  value: string
}

function visit(path: string): Promise<Response> {
  return exports.default.fetch(new Request(`http://localhost${path}`, { headers: { 'user-agent': BROWSER }, redirect: 'manual' }))
}

const entryRequests = () => service.requests('/v2/cdn/datasource_entries?', { redirects: false })

/** The pages (`page/per_page`) of the redirects datasource the worker asked the content service for after the first `before` entry requests. */
async function redirectReads(before: number): Promise<string[]> {
  return (await entryRequests())
    .slice(before)
    .map((request) => new URL(request.path, 'http://localhost').searchParams)
    .filter((params) => params.get('datasource') === 'redirects')
    .map((params) => `${params.get('page')}/${params.get('per_page')}`)
    .sort()
}

describe(`${SCALED_REDIRECTS.toLocaleString('en')} more redirects`, () => {
  let entries: Entry[] = []
  beforeAll(async () => {
    await service.control('scale', { redirects: SCALED_REDIRECTS })
    await clearContentCache()
    entries = (await service.client().getAll('cdn/datasource_entries', { datasource: 'redirects', per_page: 1000 }, 'datasource_entries')) as Entry[]
  })
  afterAll(async () => {
    await service.control('reset')
    await clearContentCache()
  })

  it('all work, the last as the first: read in pages of 1,000, then from the cache', async () => {
    expect(entries.length).toBeGreaterThan(SCALED_REDIRECTS)
    const last = entries.at(-1) as Entry
    expect(last.name).toBe('/legacy/link-03000')
    const before = (await entryRequests()).length
    const response = await visit(last.name)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(last.value)
    expect(await redirectReads(before)).toEqual(['1/1000', '2/1000', '3/1000', '4/1000'])

    const cached = (await entryRequests()).length
    for (const entry of [entries[0], entries[1000], entries[2000], entries.at(-2)] as Entry[]) {
      const answer = await visit(entry.name)
      expect(answer.status, entry.name).toBe(301)
      expect(answer.headers.get('location'), entry.name).toBe(entry.value)
    }
    expect(await redirectReads(cached)).toEqual([])
    expect((await visit('/legacy/link-03001')).status).toBe(404)
  })
})
