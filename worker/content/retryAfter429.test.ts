import { describe, expect, it } from 'vitest'
import { abortablePause } from './abortablePause'
import { MAX_429_ATTEMPTS, pauseBefore, withRetryAfter429 } from './retryAfter429'

describe('pauseBefore: the pause before a 429 is sent again', () => {
  it('grows with each retry when Storyblok names none: 0.25, 0.5, 0.75, 1 s, within a read’s 5 s', () => {
    expect([1, 2, 3, 4].map((retry) => pauseBefore(retry, null))).toEqual([250, 500, 750, 1000])
  })

  it('is what Retry-After names, in seconds or as a date, up to 5 s', () => {
    const now = Date.UTC(2026, 10, 29, 12, 0, 0)
    expect(pauseBefore(1, '2')).toBe(2000)
    expect(pauseBefore(3, ' 0 ')).toBe(0)
    expect(pauseBefore(1, new Date(now + 3000).toUTCString(), now)).toBe(3000)
    expect(pauseBefore(1, new Date(now - 3000).toUTCString(), now)).toBe(0)
    expect(pauseBefore(1, '3600')).toBe(5000)
    expect(pauseBefore(2, 'soon')).toBe(500)
  })
})

describe('withRetryAfter429', () => {
  const answers = (...statuses: number[]) => {
    const sent: number[] = []
    const send = () => {
      const status = statuses[sent.length] ?? 200
      sent.push(status)
      return Promise.resolve(new Response(null, { status, headers: { 'retry-after': '0' } }))
    }
    return { send, sent }
  }

  it('sends a request Storyblok answers 429 again, and gives the first other answer', async () => {
    const { send, sent } = answers(429, 429, 200)
    expect((await withRetryAfter429(send)).status).toBe(200)
    expect(sent).toEqual([429, 429, 200])
  })

  it('gives the fifth 429 back: five attempts in all', async () => {
    const { send, sent } = answers(...Array<number>(9).fill(429))
    expect((await withRetryAfter429(send)).status).toBe(429)
    expect(sent).toHaveLength(MAX_429_ATTEMPTS)
  })

  it('stops waiting when the read’s budget is spent', async () => {
    const budget = new AbortController()
    budget.abort(new Error('budget spent'))
    await expect(abortablePause(60_000, budget.signal)).rejects.toThrow('budget spent')
    const { send, sent } = answers(429, 200)
    await expect(withRetryAfter429(send, budget.signal)).rejects.toThrow('budget spent')
    expect(sent).toEqual([429])
  })
})
