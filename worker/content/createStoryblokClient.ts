import StoryblokClient from 'storyblok-js-client'
import type { ContentSource } from './contentSource'
import { waitForReadSlot } from './waitForReadSlot'
import { withRetryAfter429 } from './retryAfter429'

/** Seconds before one attempt is abandoned; the whole read has the same budget (fetchFromStoryblok). */
const ATTEMPT_TIMEOUT_SECONDS = 5
/** The longest one request waits for its slot; the read's own budget (its abort signal) ends it sooner. */
const SLOT_WAIT_MS = ATTEMPT_TIMEOUT_SECONDS * 1000

/**
 * Every request the client makes, relation chunks and 429 retries included, waits for the
 * isolate's one throttle (waitForReadSlot) and, when it reads published content without a `cv`
 * (a relation chunk), carries the one the read knows: none takes Storyblok's 301 first.
 */
function throttledFetch(source: ContentSource, knownCv: () => number | null): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const cv = knownCv()
    if (cv !== null && url.searchParams.get('version') === 'published' && !url.searchParams.has('cv')) url.searchParams.set('cv', String(cv))
    const signal = init?.signal ?? undefined
    // A 429 is retried here, not by the client (whose pause is fixed): after what Storyblok names, each attempt in the throttle.
    return withRetryAfter429(async () => {
      await waitForReadSlot(source.readsPerSecond, Date.now() + SLOT_WAIT_MS, signal)
      return fetch(input instanceof Request ? new Request(url, input) : url, init)
    }, signal)
  }
}

/**
 * One client per request: its queue and timers end with the request, so none can outlive it and
 * hang a later one. The throttle that holds across requests is the isolate's own
 * (waitForReadSlot, in throttledFetch), which shares only times. The client's cache and cv tracking are off; the
 * content layer caches in KV and passes cv itself.
 */
export function createStoryblokClient(source: ContentSource, token: string, knownCv: () => number | null = () => null): StoryblokClient {
  return new StoryblokClient({
    fetch: throttledFetch(source, knownCv),
    accessToken: token,
    ...(source.endpoint ? { endpoint: source.endpoint } : { region: source.region }),
    cache: { type: 'none', cv: 'manual' },
    timeout: ATTEMPT_TIMEOUT_SECONDS,
    // 429s are retried in throttledFetch (withRetryAfter429); the client gets the last answer and
    // retries none itself. Not 0: the client reads `maxRetries || 10`.
    maxRetries: -1,
  })
}
