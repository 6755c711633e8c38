import StoryblokClient from 'storyblok-js-client'
import type { ContentSource } from './contentSource'

/** Seconds before one attempt is abandoned; the whole read has the same budget (fetchFromStoryblok). */
const ATTEMPT_TIMEOUT_SECONDS = 5
/** the error catalogue: a 429 is retried by the client itself, at most 5 attempts in all. */
const MAX_429_RETRIES = 4
/** Pause before a 429 is retried: four pauses fit the 5 s budget with room for the answers. */
const RETRY_DELAY_MS = 500

/**
 * One client per request: its queue and timers end with the request, so none can outlive it and
 * hang a later one. The throttle that holds across requests is the isolate's own
 * (waitForReadSlot), which shares only times. The client's cache and cv tracking are off; the
 * content layer caches in KV and passes cv itself.
 */
export function createStoryblokClient(source: ContentSource, token: string): StoryblokClient {
  return new StoryblokClient({
    accessToken: token,
    ...(source.endpoint ? { endpoint: source.endpoint } : { region: source.region }),
    cache: { type: 'none', cv: 'manual' },
    timeout: ATTEMPT_TIMEOUT_SECONDS,
    maxRetries: MAX_429_RETRIES,
    retriesDelay: RETRY_DELAY_MS,
  })
}
