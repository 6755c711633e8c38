import { createManagementApiClient } from '@storyblok/management-api-client'
import type { PushConfig } from './readPushConfig'

/** Seconds a push waits for its first answer: an API that cannot be reached fails the push at once, not after the client's retries. */
const PROBE_TIMEOUT_MS = 6_000

/**
 * The official Management API client for a push: the region's host (or the configured
 * endpoint), its preventive rate limiting and its retries with `Retry-After`; failures throw.
 * `probe`: one try with a short timeout, for the push's first request.
 */
export function createPushClient(config: PushConfig, { probe = false } = {}) {
  return createManagementApiClient({
    personalAccessToken: config.token,
    spaceId: config.spaceId,
    region: config.region,
    throwOnError: true,
    ...(config.rateLimit ? { rateLimit: config.rateLimit } : {}),
    ...(config.endpoint ? { baseUrl: config.endpoint } : {}),
    ...(probe ? { retry: { limit: 0 }, timeout: PROBE_TIMEOUT_MS } : {}),
  })
}

export type PushApi = ReturnType<typeof createPushClient>
