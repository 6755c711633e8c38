import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { publishStory } from '../../tests/support/publishStory'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const BURST = 200
/** A render, a webhook and 200 answers on a machine shared with other work. */
const BURST_TEST_TIMEOUT_MS = 60_000

const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { headers: { 'user-agent': BROWSER } }))

/** The story reads the content service has answered so far (Storyblok's 301s to the current cv left out), by path without the query. */
async function storyReads(): Promise<string[]> {
  return (await service.requests('/v2/cdn/stories', { redirects: false })).map((request) => request.path.split('?')[0] ?? '')
}

beforeEach(async () => {
  await service.reset()
  await clearContentCache()
})

describe('a burst of requests for a page a publish has just made stale', () => {
  it(
    'costs one render and one read of each story: every request gets the new page',
    async () => {
      expect((await get('/about')).status).toBe(200)
      await publishStory(service, 'en/about')
      const before = (await storyReads()).length

      const answers = await Promise.all(Array.from({ length: BURST }, () => get('/about')))
      const bodies = await Promise.all(answers.map((answer) => answer.text()))

      expect(answers.map((answer) => answer.status)).toEqual(Array(BURST).fill(200))
      // The local service's publish marks the story's title as a draft's.
      expect(bodies.every((body) => body.includes('draft'))).toBe(true)
      const reads = (await storyReads()).slice(before)
      expect(reads.filter((path) => path.endsWith('/en/about'))).toHaveLength(1)
      // No story is read twice, whichever the page needs besides its own.
      expect(reads).toEqual([...new Set(reads)])
    },
    BURST_TEST_TIMEOUT_MS,
  )
})
