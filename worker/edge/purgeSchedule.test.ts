import { describe, expect, test } from 'vitest'
import { EMPTY_QUEUE, mergePending, planSend, PURGE_LIMITS, sendAt, type PurgeCall, type PurgeState } from './purgeSchedule'

const SECOND = 1000

/**
 * Drives the queue as its Durable Object does, on a clock of its own: each publish is enqueued at
 * its time, each alarm fires at the time it was set for. Returns the calls with their times.
 */
function drive(publishes: { at: number; tags: string[] }[], until: number): { at: number; call: PurgeCall }[] {
  let state: PurgeState = { ...EMPTY_QUEUE }
  let alarm: number | null = null
  const sent: { at: number; call: PurgeCall }[] = []
  const events = [...publishes].sort((a, b) => a.at - b.at)
  for (let now = 0; now <= until; now += 100) {
    for (const publish of events.filter((event) => event.at === now)) {
      state = { ...state, pending: mergePending(state.pending, publish.tags) }
      alarm ??= sendAt(state, now)
    }
    if (alarm !== null && now >= alarm) {
      alarm = null
      const plan = planSend(state, now)
      state = plan.state
      sent.push(...plan.calls.map((call) => ({ at: now, call })))
      if (plan.calls.length === 0 && state.pending.length > 0) alarm = sendAt(state, now)
    }
  }
  return sent
}

describe('the purge queue', () => {
  test('a publish is purged a second later, with the tags of the publishes in that second', () => {
    const sent = drive(
      [
        { at: 0, tags: ['s:de/blog/a', 'l:de/blog/'] },
        { at: 500, tags: ['s:de/blog/b', 'l:de/blog/'] },
      ],
      10 * SECOND,
    )
    expect(sent).toEqual([{ at: SECOND, call: { tags: ['l:de/blog/', 's:de/blog/a', 's:de/blog/b'] } }])
  })

  test('30 publishes within 10 s are at most 5 calls, each publish purged within 4 s, every tag sent', () => {
    const publishes = Array.from({ length: 30 }, (_, i) => ({ at: Math.floor((i * 10 * SECOND) / 30 / 100) * 100, tags: [`s:de/blog/story-${i}`] }))
    const sent = drive(publishes, 30 * SECOND)
    expect(sent.length).toBeLessThanOrEqual(5)
    for (const [i, publish] of publishes.entries()) {
      const call = sent.find(({ at, call }) => at >= publish.at && 'tags' in call && call.tags.includes(`s:de/blog/story-${i}`))
      expect(call, `story-${i}`).toBeDefined()
      expect(call!.at - publish.at).toBeLessThanOrEqual(PURGE_LIMITS.gatherMs + PURGE_LIMITS.spacingMs)
    }
  })

  test('calls carry at most 100 tags; more than the bucket can send becomes one purge of everything', () => {
    const tags = Array.from({ length: 250 }, (_, i) => `s:en/page-${String(i).padStart(3, '0')}`)
    const full = planSend({ ...EMPTY_QUEUE, pending: tags }, 0)
    expect(full.calls.map((call) => ('tags' in call ? call.tags.length : 'everything'))).toEqual([100, 100, 50])
    expect(full.state.tokens).toBe(PURGE_LIMITS.bucket - 3)

    const nearlyDry = planSend({ ...EMPTY_QUEUE, pending: tags, tokens: 2, tokensAt: 0 }, 0)
    expect(nearlyDry.calls).toEqual([{ purgeEverything: true }])
  })

  test('with the bucket empty nothing is sent; the send waits for the next token', () => {
    const dry: PurgeState = { pending: ['s:en/about'], tokens: 0, tokensAt: 0, lastSentAt: 0 }
    expect(planSend(dry, 0).calls).toEqual([])
    expect(sendAt(dry, 0)).toBe(PURGE_LIMITS.refillMs)
    expect(planSend(dry, PURGE_LIMITS.refillMs).calls).toEqual([{ tags: ['s:en/about'] }])
  })

  test('a long burst keeps to the rate limit: never more than 25 calls in the first minute, 5 a minute after', () => {
    const publishes = Array.from({ length: 600 }, (_, i) => ({ at: i * 500, tags: [`s:en/news-${i}`] }))
    const sent = drive(publishes, 400 * SECOND)
    const inWindow = (from: number, to: number) => sent.filter(({ at }) => at >= from && at < to).length
    expect(inWindow(0, 60 * SECOND)).toBeLessThanOrEqual(PURGE_LIMITS.bucket)
    for (let start = 120 * SECOND; start + 60 * SECOND <= 300 * SECOND; start += 10 * SECOND)
      expect(inWindow(start, start + 60 * SECOND)).toBeLessThanOrEqual(6)
    // Every publish's tag went out.
    const purged = new Set(sent.flatMap(({ call }) => ('tags' in call ? call.tags : [])))
    expect(publishes.filter((publish) => !purged.has(publish.tags[0]!)).length).toBe(0)
  })

  test('everything wins over tags, and tags are merged without regard to case', () => {
    expect(mergePending(['s:en/a'], 'everything')).toBe('everything')
    expect(mergePending(['S:EN/A'], ['s:en/a', 'l:'])).toEqual(['l:', 's:en/a'])
  })
})
