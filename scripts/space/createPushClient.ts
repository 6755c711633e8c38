import { createManagementApiClient } from '@storyblok/management-api-client'
import type { PushConfig } from './readPushConfig'

/**
 * The official Management API client for a push: its region from the space id (or the configured
 * endpoint), its preventive rate limiting and its retries with `Retry-After`; failures throw.
 */
export function createPushClient(config: PushConfig) {
  return createManagementApiClient({
    personalAccessToken: config.token,
    spaceId: config.spaceId,
    throwOnError: true,
    ...(config.rateLimit ? { rateLimit: config.rateLimit } : {}),
    ...(config.endpoint ? { baseUrl: config.endpoint } : {}),
  })
}

export type PushApi = ReturnType<typeof createPushClient>
