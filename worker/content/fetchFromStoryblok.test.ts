import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ContentUnavailableError } from './ContentUnavailableError'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { testContentContext } from '../../tests/support/testContentContext'
import { TestContentService } from '../../tests/support/TestContentService'
import { fetchFromStoryblok, READ_BUDGET_MS } from './fetchFromStoryblok'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

const ABOUT = 'cdn/stories/en/about'
/** Only the story read fails; settings, datasources and the rest answer normally. */
const ABOUT_ONLY = { pathPrefix: `/v2/${ABOUT}` }

async function statuses(path = ABOUT): Promise<number[]> {
  return (await service.requests(`/${path}`, { redirects: false })).map((request) => request.status)
}

function read(path = ABOUT, params = {}) {
  return fetchFromStoryblok(testContentContext().ctx, path, params)
}

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('the content client retry policy (the content API contract and the error catalogue)', () => {
  it('retries a GET once after a 5xx, and succeeds', async () => {
    await service.control('faults', { ...ABOUT_ONLY, fail5xxNext: 1 })
    const result = await read()
    expect(result?.data.story.full_slug).toBe('en/about')
    expect(await statuses()).toEqual([503, 200])
  })

  it('gives up after the one retry when the 5xx persists', async () => {
    await service.control('faults', { ...ABOUT_ONLY, fail5xxNext: 3 })
    await expect(read()).rejects.toBeInstanceOf(ContentUnavailableError)
    expect(await statuses()).toEqual([503, 503])
  })

  it('retries once when the connection closes without an answer', async () => {
    await service.control('faults', { ...ABOUT_ONLY, downNext: 1 })
    expect((await read())?.data.story.full_slug).toBe('en/about')
  })

  it('follows the client throttle on 429: a fifth attempt still succeeds', async () => {
    await service.control('faults', { ...ABOUT_ONLY, fail429Next: 4 })
    expect((await read())?.data.story.full_slug).toBe('en/about')
    expect(await statuses()).toEqual([429, 429, 429, 429, 200])
  })

  it('stops after 5 attempts on 429', async () => {
    await service.control('faults', { ...ABOUT_ONLY, fail429Next: 10 })
    await expect(read()).rejects.toMatchObject({ status: 429 })
    expect(await statuses()).toEqual([429, 429, 429, 429, 429])
  })

  it('does not retry a request Storyblok rejects (422) or a missing story (404)', async () => {
    await expect(read('cdn/stories', { no_such_parameter: '1' })).rejects.toMatchObject({ status: 422 })
    expect(await statuses('cdn/stories?')).toEqual([422])
    expect(await read('cdn/stories/en/no-such-page')).toBeNull()
    expect(await statuses('cdn/stories/en/no-such-page')).toEqual([404])
  })

  it(
    'keeps every attempt inside one read budget',
    async () => {
      await service.control('faults', { ...ABOUT_ONLY, latencyMs: READ_BUDGET_MS * 0.6, fail5xxNext: 1 })
      // The first attempt answers 5xx at 0.6 budgets; its retry would answer 200 at 1.2 budgets, so
      // the read fails only because the retry is abandoned when the budget runs out.
      await expect(read()).rejects.toBeInstanceOf(ContentUnavailableError)
      // The retry was sent and abandoned: the service logs it as dropped (0) once the connection closes.
      await vi.waitFor(async () => expect(await statuses()).toEqual([503, 0]))
    },
    READ_BUDGET_MS * 2,
  )

  it('turns a single transient 5xx into a normal page, not a 503', async () => {
    await service.control('faults', { ...ABOUT_ONLY, fail5xxNext: 1 })
    const response = await exports.default.fetch(new Request('http://localhost/about'))
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<h1')
  })
})
