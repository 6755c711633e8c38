import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { publishStory } from '../../tests/support/publishStory'
import { TestContentService } from '../../tests/support/TestContentService'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const BURST = 60
/** Renders, a webhook, then a burst whose reads each spend their 5 s budget on 429s. */
const STORM_TEST_TIMEOUT_MS = 60_000

const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { headers: { 'user-agent': BROWSER } }))

beforeEach(async () => {
  await service.reset()
  await clearContentCache()
})

describe('a storm of 429s from Storyblok during a burst after a publish', () => {
  it(
    'serves the stale copy of a page seen before, the 503 page for one never seen, and nothing else',
    async () => {
      const seen = await get('/about')
      const seenHtml = await seen.text()
      expect(seen.status).toBe(200)
      await publishStory(service, 'en/about')
      await service.faults({ rate429: 1 })

      const answers = await Promise.all([...Array.from({ length: BURST }, () => get('/about')), ...Array.from({ length: BURST }, () => get('/contact'))])
      const bodies = await Promise.all(answers.map((answer) => answer.text()))

      const about = answers.slice(0, BURST)
      const contact = answers.slice(BURST)
      expect(about.map((answer) => answer.status)).toEqual(Array(BURST).fill(200))
      expect(bodies.slice(0, BURST).every((body) => body === seenHtml)).toBe(true)
      expect(contact.map((answer) => answer.status)).toEqual(Array(BURST).fill(503))
      expect(contact.every((answer) => answer.headers.get('retry-after') !== null)).toBe(true)
      expect(bodies.slice(BURST).every((body) => body.includes('<h1') && !body.includes('ContentUnavailableError'))).toBe(true)

      // The storm passes: the next request gets the new page.
      await service.faults({ rate429: 0 })
      expect((await get('/contact')).status).toBe(200)
    },
    STORM_TEST_TIMEOUT_MS,
  )
})
