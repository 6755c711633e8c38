import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { testContentContext } from '../../tests/support/testContentContext'
import { TestContentService } from '../../tests/support/TestContentService'
import { fetchFromStoryblok } from './fetchFromStoryblok'
import { SPEC_READS_PER_SECOND, ThrottledPastBudgetError, waitForReadSlot } from './waitForReadSlot'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const WINDOW_MS = 1000
/** The service logs arrival to the millisecond; a read granted at a window's edge may arrive a little early or late. */
const CLOCK_SLACK_MS = 50

/** The most requests that arrived within any one window. */
function busiestWindow(arrivals: number[]): number {
  const sorted = [...arrivals].sort((a, b) => a - b)
  return Math.max(...sorted.map((start, index) => sorted.slice(index).filter((at) => at < start + WINDOW_MS - CLOCK_SLACK_MS).length))
}

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('one Storyblok throttle per isolate', () => {
  it('lets no more than 5 reads start in any second, across every request of the isolate', async () => {
    // The tests run at the rate deployed environments have (vitest.config.ts).
    expect(env.STORYBLOK_READS_PER_SECOND).toBe(String(SPEC_READS_PER_SECOND))
    const slugs = ['about', 'contact', 'blog/', 'case-studies/', 'press/', 'webinars/']
    // Three requests at once, each with its own context and client, reading six stories each.
    const requests = [1, 2, 3].map(() => testContentContext().ctx)
    await Promise.all(requests.flatMap((ctx) => slugs.map((slug) => fetchFromStoryblok(ctx, `cdn/stories/en/${slug}`, {}))))
    const reads = await service.requests('/v2/cdn/stories/en/', { redirects: false })
    expect(reads).toHaveLength(requests.length * slugs.length)
    expect(busiestWindow(reads.map((read) => Date.parse(read.at)))).toBeLessThanOrEqual(SPEC_READS_PER_SECOND)
    // 18 reads at 5 a second: the last starts in the fourth second, not at once.
    const arrivals = reads.map((read) => Date.parse(read.at))
    expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeGreaterThanOrEqual(3 * WINDOW_MS - CLOCK_SLACK_MS)
  }, 15_000)

  it('refuses at once, booking nothing, a read whose slot would come after its budget: a backlog never books the throttle further ahead', async () => {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS))
    const budgetEnds = Date.now() + 300
    const reads = await Promise.allSettled(Array.from({ length: 3 * SPEC_READS_PER_SECOND }, () => waitForReadSlot(SPEC_READS_PER_SECOND, budgetEnds)))
    expect(reads.filter((read) => read.status === 'fulfilled')).toHaveLength(SPEC_READS_PER_SECOND)
    expect(reads.filter((read) => read.status === 'rejected').every((read) => read.reason instanceof ThrottledPastBudgetError)).toBe(true)
    // One window later the throttle has room again: the refused reads took no slot.
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS))
    const started = Date.now()
    await waitForReadSlot(SPEC_READS_PER_SECOND, Date.now() + 300)
    expect(Date.now() - started).toBeLessThan(CLOCK_SLACK_MS)
  })
})
