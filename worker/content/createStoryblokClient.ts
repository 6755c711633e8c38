import StoryblokClient from 'storyblok-js-client'
import type { ContentSource } from './contentSource'

/** Seconds before one Storyblok request is abandoned (and a cached copy is served instead). */
const REQUEST_TIMEOUT_SECONDS = 5
/** 429 answers are retried this many times, this far apart: at most ~1.5 s added to a request. */
const MAX_RETRIES = 3
const RETRY_DELAY_MS = 500

/**
 * One client per request: its throttle queue and timers end with the request, so no
 * throttle state can outlive it and hang a later one. Its own cache and cv tracking are
 * off; the content layer caches in KV and passes cv itself.
 */
export function createStoryblokClient(source: ContentSource, token: string): StoryblokClient {
  return new StoryblokClient({
    accessToken: token,
    ...(source.endpoint ? { endpoint: source.endpoint } : { region: source.region }),
    cache: { type: 'none', cv: 'manual' },
    timeout: REQUEST_TIMEOUT_SECONDS,
    maxRetries: MAX_RETRIES,
    retriesDelay: RETRY_DELAY_MS,
  })
}
