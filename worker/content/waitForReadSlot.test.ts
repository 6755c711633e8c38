import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { testContentContext } from '../../tests/support/testContentContext'
import { TestContentService } from '../../tests/support/TestContentService'
import { fetchFromStoryblok } from './fetchFromStoryblok'
import { SPEC_READS_PER_SECOND, ThrottledPastBudgetError, waitForReadSlot } from './waitForReadSlot'
import { readInvalidationMarker, writeInvalidationMarker } from '../cache/invalidationMarkerStore'

// The throttle runs on a driven clock (vitest's fake Date and timers): a read waiting for its slot
// waits on a timer that only the test moves, so what has started by each instant is exact.

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const WINDOW_MS = 1000
/** Staging and production read at the SPEC's rate; the other tests read as fast as the local service answers (vitest.config.ts). */
const specRate = { STORYBLOK_READS_PER_SECOND: String(SPEC_READS_PER_SECOND) }

/** Where the last test left the driven clock: the throttle's slots are booked up to about there. */
let lastTestEnded = 0

beforeEach(async () => {
  await service.control('reset')
  await clearContentCache()
  // The space's content version is known (as after the first read of a site): every slot below goes to a story read.
  await writeInvalidationMarker(env, { at: 0, cv: (await service.client().get('cdn/spaces/me', {})).data.space.version as number })
  const start = Math.max(Date.now(), lastTestEnded) + 10 * WINDOW_MS
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  // Every slot booked before (by an earlier test, or by another file's reads) lies in the past.
  vi.setSystemTime(start)
})

afterEach(() => {
  lastTestEnded = Date.now()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('one Storyblok throttle per isolate', () => {
  it('lets no more than 5 reads start in any second, across every request of the isolate', async () => {
    const slugs = ['about', 'contact', 'blog/', 'case-studies/', 'press/', 'webinars/']
    // Three requests at once, each with its own context and client, reading six stories each.
    const requests = [1, 2, 3].map(() => testContentContext(specRate).ctx)
    // The requests that reach the network: every one the client makes waits for the throttle first.
    const started = vi.fn()
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      started()
      return Response.json({ story: { full_slug: 'en/about' } })
    })
    // Each request has read the publish marker (and its cv): its reads then ask the throttle without waiting on I/O.
    for (const ctx of requests) await readInvalidationMarker(ctx)
    const reads = Promise.all(requests.flatMap((ctx) => slugs.map((slug) => fetchFromStoryblok(ctx, `cdn/stories/en/${slug}`, {}))))

    // 18 reads at 5 a second: five start in each second, the last three in the fourth.
    for (const expected of [5, 10, 15, 18]) {
      // The reads that may start do so without the clock moving (expect.poll would move it a step when it has to wait).
      await vi.advanceTimersByTimeAsync(0)
      expect(started).toHaveBeenCalledTimes(expected)
      // Nothing more starts until the second is over: the others wait on the throttle's timers.
      await vi.advanceTimersByTimeAsync(WINDOW_MS - 1)
      expect(started).toHaveBeenCalledTimes(expected)
      await vi.advanceTimersByTimeAsync(1)
    }
    await reads
  })

  it('sends the reads it lets through to Storyblok, from every request of the isolate', async () => {
    const requests = [1, 2].map(() => testContentContext(specRate).ctx)
    const reads = Promise.all(requests.flatMap((ctx) => ['about', 'contact', 'blog/'].map((slug) => fetchFromStoryblok(ctx, `cdn/stories/en/${slug}`, {}))))
    await expect.poll(async () => (await service.requests('/v2/cdn/stories/en/', { redirects: false })).length).toBe(SPEC_READS_PER_SECOND)
    await vi.advanceTimersByTimeAsync(WINDOW_MS)
    expect((await reads).every((result) => result?.data.story)).toBe(true)
    expect(await service.requests('/v2/cdn/stories/en/', { redirects: false })).toHaveLength(6)
  })

  it('refuses at once, booking nothing, a read whose slot would come after its budget: a backlog never books the throttle further ahead', async () => {
    const budgetEnds = Date.now() + 300
    const reads = await Promise.allSettled(Array.from({ length: 3 * SPEC_READS_PER_SECOND }, () => waitForReadSlot(SPEC_READS_PER_SECOND, budgetEnds)))
    expect(reads.filter((read) => read.status === 'fulfilled')).toHaveLength(SPEC_READS_PER_SECOND)
    expect(reads.filter((read) => read.status === 'rejected').every((read) => read.reason instanceof ThrottledPastBudgetError)).toBe(true)
    // One window later the throttle has room again: the refused reads took no slot, so the next read starts at once.
    vi.advanceTimersByTime(WINDOW_MS)
    const next = waitForReadSlot(SPEC_READS_PER_SECOND, Date.now() + 300)
    // A read that had to wait would be waiting on a timer by now.
    expect(vi.getTimerCount()).toBe(0)
    await next
  })
})
