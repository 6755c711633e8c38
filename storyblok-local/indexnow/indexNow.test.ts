import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createContentApp } from '../app'
import type { DemoData } from '../space/DemoData'
import type { IndexNowSubmission } from './IndexNowLog'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const KEY = '5f0e9a7c2b8d4e1fa3c6'
const submit = (origin: string, body: unknown) =>
  fetch(`${origin}/indexnow`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) })
const submissions = async (): Promise<IndexNowSubmission[]> =>
  ((await (await fetch(`${service.origin}/_control/indexnow`)).json()) as { submissions: IndexNowSubmission[] }).submissions

beforeEach(async () => {
  await service.reset()
})

describe('IndexNow on the local service (POST /indexnow)', () => {
  const host = new URL(service.origin).host
  const urls = [`${service.origin}/en/about`, `${service.origin}/de/about`]

  it('refuses a malformed submission with 400', async () => {
    const malformed = [
      'not json',
      { key: KEY, urlList: urls },
      { host, key: KEY },
      { host, key: KEY, urlList: [] },
      { host, key: KEY, urlList: ['/en/about'] },
      { host, key: KEY, urlList: Array.from({ length: 10_001 }, (_, index) => `${service.origin}/page-${index}`) },
    ]
    for (const body of malformed) expect((await submit(service.origin, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400)
    expect(await submissions()).toEqual([])
  })

  it('refuses a key off the protocol’s format, a URL on another host, and a key file outside the URLs’ folder with 422', async () => {
    expect((await submit(service.origin, { host, key: 'short', urlList: urls })).status).toBe(422)
    expect((await submit(service.origin, { host, key: `${KEY}_x`, urlList: urls })).status).toBe(422)
    expect((await submit(service.origin, { host, key: KEY, urlList: [...urls, 'https://www.example.com/en/about'] })).status).toBe(422)
    expect((await submit(service.origin, { host, key: KEY, keyLocation: `https://www.example.com/${KEY}.txt`, urlList: urls })).status).toBe(422)
    expect((await submit(service.origin, { host, key: KEY, keyLocation: `${service.origin}/de/${KEY}.txt`, urlList: urls })).status).toBe(422)
    expect(await submissions()).toEqual([])
  })

  it('refuses with 403 when the key file cannot be read from the host, at keyLocation or at /{key}.txt', async () => {
    expect((await submit(service.origin, { host, key: KEY, keyLocation: `${service.origin}/${KEY}.txt`, urlList: urls })).status).toBe(403)
    expect((await submit(service.origin, { host, key: KEY, urlList: urls })).status).toBe(403)
    expect(await submissions()).toEqual([])
  })
})

describe('IndexNow’s key file check (the service in process, the site’s answers given here)', () => {
  const SITE = 'http://site.test'
  const empty: DemoData = {
    space: { id: 1, name: 'Empty', domain: 'http://localhost/', version: 1, language_codes: [] },
    folders: [],
    published: [],
    drafts: [],
    datasources: [],
  }
  const urlList = [`${SITE}/en/about`, `${SITE}/de/ueber-uns`]
  const asked: string[] = []
  /** The site: its key file answers `keyFile` (a body or a whole answer). */
  const site = (keyFile: string | Response) => {
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (!url.startsWith(SITE)) return realFetch(input, init)
      asked.push(url)
      if (url !== `${SITE}/${KEY}.txt`) return Promise.resolve(new Response('Not found', { status: 404 }))
      return Promise.resolve(typeof keyFile === 'string' ? new Response(keyFile) : keyFile)
    })
  }
  const local = (app: ReturnType<typeof createContentApp>, method: string, path: string, body?: unknown) =>
    app.fetch(new Request(`http://content.test${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }), {
      remoteAddress: '127.0.0.1',
    })

  afterEach(() => {
    vi.restoreAllMocks()
    asked.length = 0
  })

  it('accepts a submission whose key file holds the key, lists it, and forgets it on reset', async () => {
    site(KEY)
    const app = createContentApp(empty)
    expect((await local(app, 'POST', '/indexnow', { host: 'site.test', key: KEY, urlList })).status).toBe(200)
    expect(asked).toEqual([`${SITE}/${KEY}.txt`])
    const single = `/indexnow?url=${encodeURIComponent(`${SITE}/fr/a-propos`)}&key=${KEY}&keyLocation=${encodeURIComponent(`${SITE}/${KEY}.txt`)}`
    expect((await local(app, 'GET', single)).status).toBe(200)
    const listed = (await (await local(app, 'GET', '/_control/indexnow')).json()) as { submissions: IndexNowSubmission[] }
    expect(listed.submissions).toEqual([
      { at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), urlList },
      { at: expect.any(String), urlList: [`${SITE}/fr/a-propos`] },
    ])
    await local(app, 'POST', '/_control/reset')
    expect(await (await local(app, 'GET', '/_control/indexnow')).json()).toEqual({ submissions: [] })
  })

  it.each([
    ['another key', () => 'another-key-0000'],
    ['the key and a newline', () => `${KEY}\n`],
    ['a redirect to the key', () => new Response(null, { status: 301, headers: { location: `${SITE}/key.txt` } })],
    ['an error', () => new Response(KEY, { status: 500 })],
  ])('refuses with 403 a key file that answers %s', async (_, keyFile) => {
    site(keyFile())
    const app = createContentApp(empty)
    expect((await local(app, 'POST', '/indexnow', { host: 'site.test', key: KEY, urlList })).status).toBe(403)
    expect(await (await local(app, 'GET', '/_control/indexnow')).json()).toEqual({ submissions: [] })
  })
})
