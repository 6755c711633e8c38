import type StoryblokClient from 'storyblok-js-client'
import { contentSource, type ContentSource } from './contentSource'
import { createStoryblokClient } from './createStoryblokClient'
import type { InvalidationMarker } from './invalidation'

/** How a piece of content was obtained; reported in the Server-Timing header. */
export type CacheStatus = 'hit' | 'miss' | 'stale' | 'stale-if-error' | 'bypass'

/** Everything one request's content reads share. */
export interface ContentContext {
  env: Env
  waitUntil(promise: Promise<unknown>): void
  source: ContentSource
  /** True only for a verified preview request: draft content, never cached. */
  draft: boolean
  /** Made on first use: a request answered from the page cache never needs one. */
  readonly client: StoryblokClient
  /** The cache statuses of this request's reads, in order. */
  statuses: CacheStatus[]
  /** Read once per request: when content was last invalidated by a publish. */
  marker?: Promise<InvalidationMarker | null>
}

interface ContentContextOptions {
  draft?: boolean
}

export function createContentContext(
  env: Env,
  executionCtx: Pick<ExecutionContext, 'waitUntil'>,
  { draft = false }: ContentContextOptions = {},
): ContentContext {
  const source = contentSource(env)
  const token = draft ? source.previewToken : source.publicToken
  if (!token) throw new Error('Draft content needs STORYBLOK_PREVIEW_TOKEN')
  let client: StoryblokClient | undefined
  return {
    env,
    waitUntil: (promise) => executionCtx.waitUntil(promise),
    source,
    draft,
    get client() {
      client ??= createStoryblokClient(source, token)
      return client
    },
    statuses: [],
  }
}

/** The least fresh status of a request's reads, for Server-Timing. */
export function summarizeCacheStatus(statuses: CacheStatus[]): CacheStatus | 'none' {
  const order: CacheStatus[] = ['stale-if-error', 'miss', 'stale', 'bypass', 'hit']
  return order.find((status) => statuses.includes(status)) ?? 'none'
}
