import { abortablePause } from './abortablePause'

/**
 * Attempts of one request that Storyblok answers 429: the SPEC's 5 ("retried after n seconds, up to 5 attempts").
 * @internal exported for its tests
 */
export const MAX_429_ATTEMPTS = 5
/** The pause before the nth retry when Storyblok names none: n × this (0.25, 0.5, 0.75, 1 s: 2.5 s in all, within a read's 5 s budget). */
const GROWING_PAUSE_MS = 250
/** The longest a named `Retry-After` is waited; a read's own budget (its abort signal) ends it sooner. */
const MAX_PAUSE_MS = 5000

/**
 * Milliseconds a 429 asks to wait (`Retry-After` in seconds, or an HTTP date), else the growing pause of this retry.
 * @internal exported for its tests
 */
export function pauseBefore(retry: number, retryAfter: string | null, now = Date.now()): number {
  const seconds = retryAfter !== null && /^\s*\d+\s*$/.test(retryAfter) ? Number(retryAfter) * 1000 : null
  const date = seconds === null && retryAfter ? Date.parse(retryAfter) - now : null
  const named = seconds ?? (date !== null && Number.isFinite(date) ? Math.max(0, date) : null)
  return Math.min(MAX_PAUSE_MS, named ?? retry * GROWING_PAUSE_MS)
}

/**
 * A request Storyblok may answer 429: sent again after the pause the answer names (`Retry-After`)
 * or a growing one, up to MAX_429_ATTEMPTS, while the read's budget (`signal`) lasts. The last
 * answer, 429 or not, is the caller's.
 */
export async function withRetryAfter429(send: () => Promise<Response>, signal?: AbortSignal): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await send()
    if (response.status !== 429 || attempt >= MAX_429_ATTEMPTS) return response
    await response.body?.cancel()
    await abortablePause(pauseBefore(attempt, response.headers.get('retry-after')), signal)
  }
}
